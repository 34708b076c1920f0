import type { Selectable } from 'kysely'
import type { OnRampSessionsTable } from '../db/tables.ts'
import type { ApiContext } from '../server/api-context.ts'
import type { EvmDeliveryOutcome } from './evm-delivery-outcome.ts'
import type { EvmTreasury } from './evm-treasury.ts'
import { findOnRampTarget } from './onramp-assets.ts'

const REVERTED = 'The delivery transaction reverted'
const DROPPED = 'The delivery did not go through: nothing was sent, try again'

/**
 * Records what became of a claimed checkout's delivery: completed, failed (reverted), reopened
 * (dropped: its nonce went to another transaction, nothing was paid) or left processing
 * (unconfirmed). Only the claim that signed this transaction is touched, so several processes
 * settling the same delivery agree.
 */
export async function settleEvmDelivery(
  context: ApiContext,
  id: string,
  outcome: EvmDeliveryOutcome,
): Promise<void> {
  if (outcome.status === 'unconfirmed') return
  const update = context.db
    .updateTable('onramp_sessions')
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('tx_hash', '=', outcome.txHash)
  if (outcome.status === 'delivered') {
    await update
      .set({ status: 'completed', completed_at: context.clock.now(), delivery_tx: null })
      .execute()
  } else if (outcome.status === 'reverted') {
    await update.set({ status: 'failed', failure_reason: REVERTED, delivery_tx: null }).execute()
  } else {
    await update
      .set({ status: 'pending', tx_hash: null, delivery_tx: null, failure_reason: DROPPED })
      .execute()
  }
}

/** Why a settled delivery did not complete, as the buyer is told. */
export function unsettledMessage(outcome: EvmDeliveryOutcome): string {
  if (outcome.status === 'reverted') return REVERTED
  if (outcome.status === 'dropped') return DROPPED
  return 'The delivery was sent but not confirmed in time'
}

/**
 * Finishes a checkout left processing by a process that died mid-delivery (or one still busy
 * with it: settling is idempotent): sends its recorded transaction again and settles it. Returns
 * the checkout as it stands afterwards.
 */
export async function resumeEvmCheckout(
  context: ApiContext,
  treasury: EvmTreasury | undefined,
  row: Selectable<OnRampSessionsTable>,
): Promise<Selectable<OnRampSessionsTable>> {
  if (row.status !== 'processing' || !row.delivery_tx || !row.tx_hash || !treasury) return row
  const target = findOnRampTarget(context, row.purchase_currency ?? '', row.purchase_network ?? '')
  const outcome = await treasury.resume(target.caipNetworkId, {
    txHash: row.tx_hash as `0x${string}`,
    rawTransaction: row.delivery_tx as `0x${string}`,
  })
  await settleEvmDelivery(context, row.id, outcome)
  return context.db
    .selectFrom('onramp_sessions')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow()
}
