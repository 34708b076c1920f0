import type { Kysely, Migration } from 'kysely'

/** The embedded wallet's email codes, sessions and auth key shares (issue 17). */
export const embeddedEmailMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_codes')
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('purpose', 'text', (column) => column.notNull())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('salt', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('email_codes_pk', ['email', 'purpose'])
      .execute()
    await db.schema
      .createTable('embedded_sessions')
      .addColumn('token_hash', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute()
    await db.schema
      .createTable('embedded_key_shares')
      .addColumn('email', 'text', (column) => column.primaryKey())
      .addColumn('share', 'text', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('embedded_key_shares').execute()
    await db.schema.dropTable('embedded_sessions').execute()
    await db.schema.dropTable('email_codes').execute()
  },
}
