import {
  SWAP_PRICE_IMPACT_CONFIRM_PERCENT,
  SWAP_PRICE_IMPACT_WARNING_PERCENT,
} from '@openappkit/common/constants'
import { formatUnits, parseUnits } from '@openappkit/common/units'

/** How a price impact is shown: plainly, with a warning, or behind a second confirmation. */
export type PriceImpactLevel = 'normal' | 'warning' | 'confirm'

/**
 * The level of a price impact in percent: from {@link SWAP_PRICE_IMPACT_WARNING_PERCENT} the
 * quote warns, from {@link SWAP_PRICE_IMPACT_CONFIRM_PERCENT} the swap needs a second
 * confirmation. An unknown impact is `normal` (nothing to warn about is known).
 */
export function getPriceImpactLevel(priceImpact: number | undefined): PriceImpactLevel {
  if (priceImpact === undefined) return 'normal'
  if (priceImpact >= SWAP_PRICE_IMPACT_CONFIRM_PERCENT) return 'confirm'
  if (priceImpact >= SWAP_PRICE_IMPACT_WARNING_PERCENT) return 'warning'
  return 'normal'
}

/**
 * The price impact a quote carries, in percent: its execution price against the pools' own mid
 * price, hop by hop, as the api computes it from the reserves it quoted (apps/api
 * uniswap-v2.ts). USD prices play no part: a price table that differs from the pool must not
 * read as impact. `undefined` when the quote has none.
 */
export function readPriceImpact(quote: { priceImpact?: string | undefined }): number | undefined {
  if (quote.priceImpact === undefined || quote.priceImpact.trim() === '') return undefined
  const value = Number(quote.priceImpact)
  return Number.isFinite(value) ? Math.max(0, value) : undefined
}

/** `amount` (whole units) at `priceInUSD`; `undefined` without a price or a positive amount. */
export function getValueInUSD(amount: string, priceInUSD: number): number | undefined {
  const value = Number(amount) * priceInUSD
  return priceInUSD > 0 && Number.isFinite(value) && value > 0 ? value : undefined
}

export type GetMinimumReceivedParameters = {
  /** Quoted output, smallest unit. */
  toAmount: bigint
  decimals: number
  /** Percent. */
  slippage: number
}

/** The least output accepted at `slippage` percent, whole units. */
export function getMinimumReceived({
  toAmount,
  decimals,
  slippage,
}: GetMinimumReceivedParameters): string {
  // Basis points keep the arithmetic in integers.
  const keptBps = 10_000n - BigInt(Math.round(Math.min(Math.max(slippage, 0), 100) * 100))
  return formatUnits((toAmount * keptBps) / 10_000n, decimals)
}

export type GetNetworkFeeParameters = {
  gas: bigint
  gasPrice: bigint
  nativeDecimals: number
  networkPriceInUSD: number
}

/** Gas times gas price in the native token and in USD. */
export function getNetworkFee({
  gas,
  gasPrice,
  nativeDecimals,
  networkPriceInUSD,
}: GetNetworkFeeParameters): { amount: string; inUSD: number } {
  const amount = formatUnits(gas * gasPrice, nativeDecimals)
  return { amount, inUSD: Number(amount) * networkPriceInUSD }
}

/** `amount` (whole units) in the token's smallest unit; `undefined` when not a positive number. */
export function toSmallestUnit(amount: string, decimals: number): bigint | undefined {
  try {
    const value = parseUnits(amount.trim(), decimals)
    return value > 0n ? value : undefined
  } catch {
    return undefined
  }
}
