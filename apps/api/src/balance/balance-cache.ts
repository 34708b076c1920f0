import { PORTFOLIO_CACHE_TTL_MS } from '@openappkit/common'
import type { SharedCache } from '../shared-state/index.ts'
import type { TokenBalance } from './token-balance.ts'

/** Balances by chain and account, shared by every api process when the cache is Redis. */
export type BalanceCache = {
  get(chainId: string, account: string): Promise<TokenBalance[] | undefined>
  set(chainId: string, account: string, balances: TokenBalance[]): Promise<void>
  /** Drops the balances of `accounts` on `chainId` (the indexer saw them move). */
  delete(chainId: string, accounts: Iterable<string>): Promise<void>
}

// `account` is normalised by the caller (lower-case EVM, base58 as is).
const keyOf = (chainId: string, account: string) => `balance:${chainId}:${account}`

/**
 * A {@link BalanceCache} over a shared cache, entries living PORTFOLIO_CACHE_TTL_MS
 * (docs/project/behaviour.md §3).
 */
export function createBalanceCache(
  cache: SharedCache,
  options: { onLookup?: ((hit: boolean) => void) | undefined } = {},
): BalanceCache {
  return {
    async get(chainId, account) {
      const found = await cache.get<TokenBalance[]>(keyOf(chainId, account))
      options.onLookup?.(found !== undefined)
      return found
    },
    set: (chainId, account, balances) =>
      cache.set(keyOf(chainId, account), balances, PORTFOLIO_CACHE_TTL_MS),
    delete: (chainId, accounts) =>
      cache.delete([...accounts].map((account) => keyOf(chainId, account))),
  }
}
