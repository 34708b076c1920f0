import type { Kysely, Migration } from 'kysely'

/**
 * A project's smart-account networks (issue 18: smartAccountEnabledNetworks per project): a JSON
 * array of CAIP-2 ids in a text column, as the other project lists; null keeps the configuration's
 * `embedded.smartAccountNetworks`, `[]` means EOA only.
 */
export const projectSmartAccountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').addColumn('smart_account_networks', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('projects').dropColumn('smart_account_networks').execute()
  },
}
