import { formatUnits } from '@openappkit/common'
import { badRequest } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { formatCents } from './fiat-amount.ts'
import type { OnRampTarget } from './onramp-assets.ts'

/** What a payment buys after the provider fee. */
export type Purchase = {
  paymentCents: bigint
  feeCents: bigint
  currency: string
  /** Amount delivered in the asset's smallest unit. */
  units: bigint
  target: OnRampTarget
}

const MICROS = 1_000_000

/** The fiat currencies the sandbox accepts, upper-case. */
export function fiatCurrencies(context: Pick<ApiContext, 'config'>): string[] {
  return Object.keys(context.config.onramp.fiatRates)
}

/**
 * Converts a payment into the asset: the fee (config, within docs/project/behaviour.md §9's 1-2 %)
 * comes off first, the rest is valued with the fiat rate and the asset's USD price. Exact integer
 * arithmetic.
 */
export function computePurchase(
  context: Pick<ApiContext, 'config'>,
  target: OnRampTarget,
  paymentCents: bigint,
  currency: string,
): Purchase {
  const upper = currency.toUpperCase()
  const rate = context.config.onramp.fiatRates[upper]
  if (rate === undefined) throw badRequest(`Unsupported payment currency: ${currency}`)
  if (target.price <= 0) throw badRequest(`No price for ${target.assetId} on ${target.network}`)
  const feeBasisPoints = BigInt(Math.round(context.config.onramp.feePercent * 100))
  const feeCents = (paymentCents * feeBasisPoints + 5_000n) / 10_000n
  const netCents = paymentCents - feeCents
  const rateMicros = BigInt(Math.round(rate * MICROS))
  const priceMicros = BigInt(Math.round(target.price * MICROS))
  const units = (netCents * rateMicros * 10n ** BigInt(target.decimals)) / (100n * priceMicros)
  return { paymentCents, feeCents, currency: upper, units, target }
}

/** The quote body of POST /v1/onramp/quote. */
export function describePurchase(purchase: Purchase, feePercent: number) {
  const { currency } = purchase
  return {
    purchaseAmount: {
      amount: formatUnits(purchase.units, purchase.target.decimals),
      currency: purchase.target.symbol,
    },
    paymentSubtotal: { amount: formatCents(purchase.paymentCents - purchase.feeCents), currency },
    paymentTotal: { amount: formatCents(purchase.paymentCents), currency },
    providerFee: { amount: formatCents(purchase.feeCents), currency },
    networkFee: { amount: '0.00', currency },
    feePercent,
    network: purchase.target.network,
  }
}
