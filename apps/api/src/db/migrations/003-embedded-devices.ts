import type { Kysely, Migration } from 'kysely'

/** The embedded wallet's devices (approved by an emailed link) and recovery shares (issue 17). */
export const embeddedDevicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('embedded_devices')
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('device_id', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text')
      .addColumn('token_expires_at', 'bigint')
      .addColumn('link_sent_at', 'bigint')
      .addColumn('approved_at', 'bigint')
      .addPrimaryKeyConstraint('embedded_devices_pk', ['email', 'device_id'])
      .execute()
    await db.schema
      .createTable('embedded_recovery_shares')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('sealed_share', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('embedded_recovery_shares').execute()
    await db.schema.dropTable('embedded_devices').execute()
  },
}
