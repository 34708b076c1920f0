import type { BalancesState } from './types.ts'

/** No balances loaded. */
export function createBalancesState(): BalancesState {
  return {
    loading: false,
    caipAddress: undefined,
    tokenBalances: [],
    source: undefined,
    lastRetry: undefined,
  }
}
