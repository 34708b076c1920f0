import type { Kysely, Migration } from 'kysely'

/**
 * The signed delivery transaction of an on-ramp checkout, stored with the claim before it is
 * sent: a process killed mid-delivery leaves what another one needs to finish it (send it again,
 * read its receipt) or to reopen the checkout when it can never land.
 */
export const onRampDeliveryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('onramp_sessions').addColumn('delivery_tx', 'text').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('onramp_sessions').dropColumn('delivery_tx').execute()
  },
}
