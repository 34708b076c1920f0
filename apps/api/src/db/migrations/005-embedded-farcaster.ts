import type { Kysely, Migration } from 'kysely'

/** Farcaster sign-in channels: the QR's token, the frame's poll secret, the result (issue 17). */
export const embeddedFarcasterMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('embedded_farcaster_channels')
      .addColumn('channel_token', 'text', (column) => column.primaryKey())
      .addColumn('poll_secret_hash', 'text', (column) => column.notNull())
      .addColumn('nonce', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('fid', 'text')
      .addColumn('user_name', 'text')
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('embedded_farcaster_channels').execute()
  },
}
