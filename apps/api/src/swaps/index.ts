export {
  type BuildSwapTransactionParameters,
  buildSwapTransaction,
  minimumOutput,
  SWAP_DEADLINE_S,
  SWAP_GAS_PER_HOP,
} from './build-swap-transaction.ts'
export {
  describeQuote,
  type QuoteSwapParameters,
  quoteSwap,
  type SwapQuoteResult,
} from './quote-swap.ts'
export {
  NATIVE_TOKEN_ADDRESS,
  type SwapChain,
  type SwapToken,
  swapChainOf,
  swapTokenOf,
} from './swap-chain.ts'
export { registerSwapRoutes } from './swap-route.ts'
export { type ConvertToken, listSwapTokens } from './swap-tokens.ts'
export {
  findSwapPath,
  getAmountsOut,
  priceImpactPercent,
  routeFee,
  type SwapPath,
} from './uniswap-v2.ts'
