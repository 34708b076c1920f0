export { applySwapPresets, setSwapPresets } from './apply-swap-presets.ts'
export { type FetchSwapQuoteReturnType, fetchSwapQuote } from './fetch-swap-quote.ts'
export { fetchTokenPriceInUSD } from './fetch-token-price-in-usd.ts'
export { isSwapNetworkSupported } from './is-swap-network-supported.ts'
export { loadSwapNetwork } from './load-swap-network.ts'
export {
  type PrepareSwapTransactionParameters,
  type PrepareSwapTransactionReturnType,
  prepareSwapTransaction,
} from './prepare-swap-transaction.ts'
export {
  setSwapSlippage,
  setSwapSourceToken,
  setSwapSourceTokenAmount,
  setSwapToToken,
  switchSwapTokens,
} from './set-swap-fields.ts'
export { resetSwap, setSwapTransactionLoading } from './swap-actions.ts'
export { getSwapContext, type SwapContext } from './swap-context.ts'
export {
  type GetMinimumReceivedParameters,
  type GetNetworkFeeParameters,
  getMinimumReceived,
  getNetworkFee,
  getPriceImpactLevel,
  getValueInUSD,
  type PriceImpactLevel,
  readPriceImpact,
  toSmallestUnit,
} from './swap-math.ts'
export type { SwapNetworkFee, SwapPresets, SwapState, SwapTransaction } from './types.ts'
