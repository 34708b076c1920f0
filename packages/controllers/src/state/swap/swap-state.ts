import { DEFAULT_SLIPPAGE_TOLERANCE } from '@openappkit/common/constants'
import type { SwapState } from './types.ts'

/** Nothing loaded; slippage at its docs/project/behaviour.md §9 default. */
export function createSwapState(): SwapState {
  return {
    caipNetworkId: undefined,
    initializing: false,
    initialized: false,
    tokens: [],
    sourceToken: undefined,
    sourceTokenAmount: '',
    sourceTokenPriceInUSD: 0,
    toToken: undefined,
    toTokenAmount: '',
    toTokenPriceInUSD: 0,
    networkPriceInUSD: 0,
    networkTokenSymbol: '',
    gasPrice: undefined,
    slippage: DEFAULT_SLIPPAGE_TOLERANCE,
    quote: undefined,
    loadingQuote: false,
    allowance: undefined,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    loadingTransaction: false,
    priceImpact: undefined,
    networkFee: undefined,
    minimumReceived: undefined,
    error: undefined,
    presets: undefined,
  }
}
