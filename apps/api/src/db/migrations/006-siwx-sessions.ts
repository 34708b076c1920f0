import { createSiwxTables } from '@openappkit/siwx/server'
import type { Kysely, Migration } from 'kysely'

/** Sign-in nonces and sessions, in the tables of @openappkit/siwx's SQL store (issue 19). */
export const siwxSessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createSiwxTables(db)
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('siwx_sessions').execute()
    await db.schema.dropTable('siwx_nonces').execute()
  },
}
