import type { Kysely, Migration } from 'kysely'

/**
 * Per-project settings (issue 21): the origins allowed to call the api and embed the wallet
 * frame, the features it may use and its rate limit. Lists are JSON arrays in text columns so
 * SQLite and PostgreSQL store them the same way; a null feature list allows every feature.
 */
export const projectsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('projects')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('allowed_origins', 'text', (column) => column.notNull())
      .addColumn('allowed_features', 'text')
      .addColumn('rate_limit_max', 'integer')
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('projects').execute()
  },
}
