import { formatUnits, parseUnits } from '@openappkit/common/units'

export type GetPriceImpactParameters = {
  sourceTokenAmount: string
  sourceTokenPriceInUSD: number
  toTokenAmount: string
  toTokenPriceInUSD: number
}

/**
 * Price impact in percent: how much less the output is worth than the input at market prices.
 * `undefined` when a price or the input value is unknown.
 */
export function getPriceImpact(parameters: GetPriceImpactParameters): number | undefined {
  const input = Number(parameters.sourceTokenAmount) * parameters.sourceTokenPriceInUSD
  const output = Number(parameters.toTokenAmount) * parameters.toTokenPriceInUSD
  if (!(input > 0) || !(parameters.toTokenPriceInUSD > 0) || !Number.isFinite(output)) {
    return undefined
  }
  return ((input - output) / input) * 100
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
