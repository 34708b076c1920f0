import { formatUnits } from '@openappkit/common'
import type { Selectable } from 'kysely'
import type { OnRampSessionsTable } from '../db/tables.ts'
import type { ApiContext } from '../server/api-context.ts'
import { checkPayment, type PaymentDetails } from './check-payment.ts'
import { checkoutOptions } from './checkout-sessions.ts'
import { computePurchase, fiatCurrencies } from './compute-purchase.ts'
import type { DeliveryOutcome } from './delivery.ts'
import { DeliveryError } from './delivery-error.ts'
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  parseFiatCents,
  paymentLimitError,
} from './fiat-amount.ts'
import { findOnRampTarget } from './onramp-assets.ts'
import { settleDelivery, type Treasuries, unsettledMessage } from './settle-delivery.ts'

/** The submitted checkout form. */
export type CheckoutForm = PaymentDetails & {
  option?: string
  currency?: string
  method?: string
  amount?: string
}

/** What happened to a submission. */
export type CompleteCheckoutResult =
  | { kind: 'refused'; message: string }
  | {
      kind: 'completed'
      amount: string
      symbol: string
      network: string
      recipient: string
      txHash: string
    }
  | {
      kind: 'unavailable'
      status: 404 | 409 | 410 | 502 | 503 | 504
      title: string
      message: string
    }

function unavailableFor(
  row: Selectable<OnRampSessionsTable>,
  now: number,
): CompleteCheckoutResult | undefined {
  if (row.status === 'completed')
    return {
      kind: 'unavailable',
      status: 409,
      title: 'Already paid',
      message: 'This checkout is already completed.',
    }
  if (row.status === 'processing')
    return {
      kind: 'unavailable',
      status: 409,
      title: 'In progress',
      message: 'This checkout is being processed.',
    }
  if (row.status === 'failed')
    return {
      kind: 'unavailable',
      status: 409,
      title: 'Checkout failed',
      message: row.failure_reason ?? 'This checkout failed.',
    }
  if (row.expires_at <= now)
    return {
      kind: 'unavailable',
      status: 410,
      title: 'Checkout expired',
      message: 'This checkout has expired: start a new purchase.',
    }
  return undefined
}

/**
 * Checks a submission (option, currency, method, docs/project/behaviour.md §9 limits, test payment
 * details), claims the checkout so it is paid once, and delivers the asset from the treasury. A
 * delivery that failed before anything was signed leaves the checkout open for another try; the
 * claim carries the signed transfer, so a process killed mid-delivery leaves it resumable.
 */
export async function completeCheckout(
  context: ApiContext,
  treasuries: Treasuries,
  row: Selectable<OnRampSessionsTable>,
  form: CheckoutForm,
): Promise<CompleteCheckoutResult> {
  const now = context.clock.now()
  const blocked = unavailableFor(row, now)
  if (blocked) return blocked
  const option = checkoutOptions(row)[Number(form.option ?? '0')]
  if (!option || !/^\d+$/.test(form.option ?? '0'))
    return { kind: 'refused', message: 'Choose what to buy.' }
  const currency = (form.currency ?? '').toUpperCase()
  if (!fiatCurrencies(context).includes(currency))
    return { kind: 'refused', message: 'Choose a supported currency.' }
  const method = form.method as PaymentMethod
  if (!PAYMENT_METHODS.includes(method))
    return { kind: 'refused', message: 'Choose a payment method.' }
  const cents = parseFiatCents(form.amount ?? '')
  if (cents === undefined) return { kind: 'refused', message: 'Enter an amount like 100.00.' }
  const limit = paymentLimitError(method, cents, currency)
  if (limit) return { kind: 'refused', message: limit }
  const paymentProblem = checkPayment(method, form, new Date(now))
  if (paymentProblem) return { kind: 'refused', message: paymentProblem }

  const target = findOnRampTarget(context, option.assetId, option.network)
  const purchase = computePurchase(context, target, cents, currency)
  if (purchase.units === 0n)
    return { kind: 'refused', message: 'The amount is too small to buy anything.' }
  const treasury = treasuries[target.namespace]
  if (!treasury) {
    return {
      kind: 'unavailable',
      status: 503,
      title: 'Not available',
      message: `The sandbox has no treasury for ${target.displayName}.`,
    }
  }
  const amount = formatUnits(purchase.units, target.decimals)
  const claim = {
    status: 'processing' as const,
    payment_currency: currency,
    payment_method: method,
    payment_amount: form.amount ?? null,
    purchase_currency: target.assetId,
    purchase_network: target.network,
    purchase_amount: amount,
    recipient: option.recipient,
    failure_reason: null,
  }
  const claimable = context.db
    .updateTable('onramp_sessions')
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
  const notClaimed = async (): Promise<CompleteCheckoutResult> => {
    const current = await context.db
      .selectFrom('onramp_sessions')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow()
    return (
      unavailableFor(current, now) ?? {
        kind: 'unavailable',
        status: 409,
        title: 'Try again',
        message: 'This checkout changed meanwhile.',
      }
    )
  }
  const completed = (txHash: string): CompleteCheckoutResult => ({
    kind: 'completed',
    amount,
    symbol: target.symbol,
    network: target.displayName,
    recipient: option.recipient,
    txHash,
  })

  // The signed transfer is stored with the claim before it is sent: a process killed at any
  // point leaves either an open checkout or one another process can finish (resumeCheckout).
  let outcome: DeliveryOutcome | undefined
  try {
    outcome = await treasury.deliver(
      { target, recipient: option.recipient, units: purchase.units },
      async (delivery) => {
        const claimed = await claimable
          .set({ ...claim, tx_hash: delivery.txHash, delivery_tx: delivery.rawTransaction })
          .executeTakeFirst()
        return Number(claimed.numUpdatedRows) === 1
      },
    )
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error
    return refusedDelivery(context, row.id, error)
  }
  if (!outcome) return notClaimed()
  await settleDelivery(context, row.id, outcome)
  if (outcome.status === 'delivered') return completed(outcome.txHash)
  return {
    kind: 'unavailable',
    status: outcome.status === 'dropped' ? 503 : outcome.status === 'reverted' ? 502 : 504,
    title: 'Purchase not delivered',
    message: unsettledMessage(outcome),
  }
}

/** A delivery refused before anything was signed or claimed: the checkout stays open. */
async function refusedDelivery(
  context: ApiContext,
  id: string,
  error: DeliveryError,
): Promise<CompleteCheckoutResult> {
  context.logger.warn('on-ramp delivery refused', {
    id,
    message: error.message,
    cause: error.cause instanceof Error ? error.cause.message : undefined,
  })
  await context.db
    .updateTable('onramp_sessions')
    .set({ failure_reason: error.message })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()
  const status = [502, 503, 504].includes(error.status) ? (error.status as 502 | 503 | 504) : 502
  return { kind: 'unavailable', status, title: 'Purchase not delivered', message: error.message }
}
