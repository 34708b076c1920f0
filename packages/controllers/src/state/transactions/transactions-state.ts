import type { TransactionsState } from './types.ts'

/** No history loaded. */
export function createTransactionsState(): TransactionsState {
  return {
    transactions: [],
    transactionsByYear: {},
    lastNetworkInView: undefined,
    loading: false,
    empty: false,
    next: undefined,
    failed: false,
    sent: [],
  }
}
