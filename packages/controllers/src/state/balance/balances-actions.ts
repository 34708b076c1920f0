import { BALANCE_RETRY_BLOCK_MS } from '@openappkit/common/constants'
import type { TokenBalance } from '../../api/schemas/token-balance.ts'
import type { AppKitCore } from '../../core/types.ts'
import { createBalancesState } from './balances-state.ts'
import type { TokenBalanceSource } from './types.ts'

/** Marks a balance fetch as running or done. */
export function setBalancesLoading(core: AppKitCore, loading: boolean): void {
  core.state.balances.loading = loading
}

export type SetTokenBalancesParameters = {
  caipAddress: string
  balances: TokenBalance[]
  source: TokenBalanceSource
}

/** Stores fetched balances; a success lifts the retry block. */
export function setTokenBalances(
  core: AppKitCore,
  { caipAddress, balances, source }: SetTokenBalancesParameters,
): void {
  Object.assign(core.state.balances, {
    caipAddress,
    tokenBalances: balances,
    source,
    lastRetry: undefined,
  })
}

/** Records a failed fetch: the next one waits {@link BALANCE_RETRY_BLOCK_MS}. */
export function markBalanceFetchFailed(core: AppKitCore): number {
  const now = core.services.clock.now()
  core.state.balances.lastRetry = now
  return now
}

/**
 * Whether a fetch failed less than 30 s ago, so no new one should start (docs/project/behaviour.md
 * §4).
 */
export function isBalanceRetryBlocked(core: AppKitCore): boolean {
  const { lastRetry } = core.state.balances
  return lastRetry !== undefined && core.services.clock.now() - lastRetry < BALANCE_RETRY_BLOCK_MS
}

/** Forgets every balance (after a disconnect or account change). */
export function resetBalances(core: AppKitCore): void {
  Object.assign(core.state.balances, createBalancesState())
}
