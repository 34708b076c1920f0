import type { TokenBalance } from '../../api/schemas/token-balance.ts'

/** Where a set of balances came from. */
export type TokenBalanceSource = 'cache' | 'wallet' | 'api' | 'rpc'

/** Token balances of the connected account. */
export type BalancesState = {
  /** A fetch is in flight (docs/project/behaviour.md §4). */
  loading: boolean
  /** CAIP-10 account the balances belong to. */
  caipAddress: string | undefined
  tokenBalances: TokenBalance[]
  source: TokenBalanceSource | undefined
  /**
   * When the last fetch failed (ms); no new fetch for 30 s after it (docs/project/behaviour.md §4,
   * §9).
   */
  lastRetry: number | undefined
}
