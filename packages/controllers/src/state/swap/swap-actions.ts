import type { AppKitCore } from '../../core/types.ts'
import { createSwapState } from './swap-state.ts'

/** Marks an approval or swap transaction as being sent. */
export function setSwapTransactionLoading(core: AppKitCore, loading: boolean): void {
  core.state.swap.loadingTransaction = loading
}

/** Clears the swap back to its defaults. */
export function resetSwap(core: AppKitCore): void {
  Object.assign(core.state.swap, createSwapState())
}
