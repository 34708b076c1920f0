import { AppKitError } from '@openappkit/common/errors'
import type { SwapToken } from '../../api/actions/get-swap-tokens.ts'
import type { AppKitCore } from '../../core/types.ts'

// Anything that changes what is swapped makes the quote and built transactions stale.
function clearQuote(core: AppKitCore): void {
  Object.assign(core.state.swap, {
    quote: undefined,
    toTokenAmount: '',
    allowance: undefined,
    approvalTransaction: undefined,
    swapTransaction: undefined,
    priceImpact: undefined,
    networkFee: undefined,
    minimumReceived: undefined,
    error: undefined,
  })
}

/** Sets the token sold (its price is loaded with the next quote). */
export function setSwapSourceToken(core: AppKitCore, token: SwapToken | undefined): void {
  core.state.swap.sourceToken = token
  core.state.swap.sourceTokenPriceInUSD = 0
  clearQuote(core)
}

/** Sets the token bought. */
export function setSwapToToken(core: AppKitCore, token: SwapToken | undefined): void {
  core.state.swap.toToken = token
  core.state.swap.toTokenPriceInUSD = 0
  clearQuote(core)
}

/** Swaps the two tokens; the output amount becomes the input. */
export function switchSwapTokens(core: AppKitCore): void {
  const state = core.state.swap
  const { sourceToken, toToken, sourceTokenPriceInUSD, toTokenPriceInUSD, toTokenAmount } = state
  Object.assign(state, {
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenPriceInUSD: toTokenPriceInUSD,
    toTokenPriceInUSD: sourceTokenPriceInUSD,
    sourceTokenAmount: toTokenAmount,
  })
  clearQuote(core)
}

/** Sets the amount sold, in whole units as typed. */
export function setSwapSourceTokenAmount(core: AppKitCore, amount: string): void {
  core.state.swap.sourceTokenAmount = amount
  clearQuote(core)
}

/** Sets the slippage tolerance in percent (0 to 100). */
export function setSwapSlippage(core: AppKitCore, slippage: number): void {
  if (!Number.isFinite(slippage) || slippage < 0 || slippage > 100) {
    throw new AppKitError('INVALID_SLIPPAGE', { params: { slippage } })
  }
  core.state.swap.slippage = slippage
}
