import type { SwapToken } from '../../api/actions/get-swap-tokens.ts'
import type { AppKitCore } from '../../core/types.ts'
import type { SwapPresets } from './types.ts'

const bySymbol = (tokens: readonly SwapToken[], symbol: string | undefined) =>
  symbol === undefined
    ? undefined
    : tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())

/**
 * Keeps `presets` for the Swap view: applied at once when the tokens of the network are loaded,
 * else by {@link applySwapPresets} when they are. A symbol the network does not list is left out.
 */
export function setSwapPresets(core: AppKitCore, presets: SwapPresets): void {
  core.state.swap.presets = presets
  if (core.state.swap.tokens.length > 0) applySwapPresets(core)
}

/** Applies (and forgets) the pending presets to the loaded tokens. */
export function applySwapPresets(core: AppKitCore): void {
  const state = core.state.swap
  const { presets, tokens } = state
  if (!presets) return
  state.presets = undefined
  const source = bySymbol(tokens, presets.fromToken)
  const target = bySymbol(tokens, presets.toToken)
  if (source) Object.assign(state, { sourceToken: source, sourceTokenPriceInUSD: 0 })
  if (target && target !== state.sourceToken) {
    Object.assign(state, { toToken: target, toTokenPriceInUSD: 0 })
  }
  const amount = presets.amount?.trim()
  if (amount && /^\d+(\.\d+)?$/.test(amount)) state.sourceTokenAmount = amount
}
