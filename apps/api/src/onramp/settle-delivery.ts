import { parseUnits } from '@openappkit/common'
import type { Selectable } from 'kysely'
import type { OnRampSessionsTable } from '../db/tables.ts'
import type { ApiContext } from '../server/api-context.ts'
import type { DeliveryOutcome, RecordDelivery, Treasury } from './delivery.ts'
import { findOnRampTarget } from './onramp-assets.ts'

const REVERTED = 'The delivery transaction failed on chain'
const DROPPED = 'The delivery did not go through: nothing was paid, try again'

/** The treasuries configured for the sandbox, by chain namespace (either may be missing). */
export type Treasuries = { eip155?: Treasury | undefined; solana?: Treasury | undefined }

/**
 * Records what became of a claimed checkout's delivery: completed, failed (reverted), reopened
 * (dropped: it can never land, nothing was paid) or left processing (unconfirmed). Only the claim
 * holding this transaction is touched, so several processes settling the same delivery agree.
 */
export async function settleDelivery(
  context: ApiContext,
  id: string,
  outcome: DeliveryOutcome,
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
export function unsettledMessage(outcome: DeliveryOutcome): string {
  if (outcome.status === 'reverted') return REVERTED
  if (outcome.status === 'dropped') return DROPPED
  return 'The delivery was sent but not confirmed in time'
}

/**
 * Stores a replacement of the checkout's recorded delivery, only while that one is still the
 * recorded one (two processes replacing the same expired transaction: one wins, one sends).
 */
export function replaceDelivery(context: ApiContext, id: string, txHash: string): RecordDelivery {
  return async (replacement) => {
    const replaced = await context.db
      .updateTable('onramp_sessions')
      .set({ tx_hash: replacement.txHash, delivery_tx: replacement.rawTransaction })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .where('tx_hash', '=', txHash)
      .executeTakeFirst()
    return Number(replaced.numUpdatedRows) === 1
  }
}

/**
 * Finishes a checkout left processing by a process that died mid-delivery (or one still busy
 * with it: settling is idempotent): sends its recorded transaction again, or a replacement when
 * it can no longer land, and settles it. Returns the checkout as it stands afterwards.
 */
export async function resumeCheckout(
  context: ApiContext,
  treasuries: Treasuries,
  row: Selectable<OnRampSessionsTable>,
): Promise<Selectable<OnRampSessionsTable>> {
  if (row.status !== 'processing' || !row.delivery_tx || !row.tx_hash || !row.recipient) return row
  const target = findOnRampTarget(context, row.purchase_currency ?? '', row.purchase_network ?? '')
  const treasury = treasuries[target.namespace]
  if (!treasury) return row
  const order = {
    target,
    recipient: row.recipient,
    units: parseUnits(row.purchase_amount ?? '0', target.decimals),
  }
  const delivery = { txHash: row.tx_hash, rawTransaction: row.delivery_tx }
  const outcome = await treasury.resume(
    order,
    delivery,
    replaceDelivery(context, row.id, row.tx_hash),
  )
  await settleDelivery(context, row.id, outcome)
  return context.db
    .selectFrom('onramp_sessions')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow()
}
