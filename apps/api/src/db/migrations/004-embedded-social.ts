import type { Kysely, Migration } from 'kysely'

/** Social logins under way: PKCE verifier, nonce and the dapp origin per state (issue 17). */
export const embeddedSocialMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('embedded_social_states')
      .addColumn('state', 'text', (column) => column.primaryKey())
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('code_verifier', 'text', (column) => column.notNull())
      .addColumn('nonce', 'text', (column) => column.notNull())
      .addColumn('origin', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('embedded_social_states').execute()
  },
}
