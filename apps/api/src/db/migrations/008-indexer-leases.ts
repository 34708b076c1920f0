import type { Kysely, Migration } from 'kysely'

/**
 * Which process indexes each chain (docs/project/architecture.md §10): a holder renews its row
 * before `expires_at`; once that passes, another process may take the chain over.
 */
export const indexerLeasesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('indexer_leases')
      .addColumn('chain_id', 'text', (column) => column.primaryKey())
      .addColumn('holder', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('indexer_leases').execute()
  },
}
