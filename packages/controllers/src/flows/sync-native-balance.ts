import type { ChainNamespace } from '@openappkit/common'
import { updateAccountState } from '../chain/update-account-state.ts'
import type { AppKitCore } from '../core/types.ts'
import { nativeBalanceCache } from '../storage/caches.ts'
import { storageContextOf } from '../storage/context-of.ts'
import { getCacheEntry, setCacheEntry } from '../storage/ttl-cache.ts'

export type SyncNativeBalanceParameters = {
  /** Namespace whose account is read; the active one by default. */
  namespace?: ChainNamespace | undefined
  /** Skip the 30 s cache (after a send). */
  forceUpdate?: boolean | undefined
}

/** The balance now in the account state, or `undefined` when nothing could be read. */
export type SyncNativeBalanceReturnType = { balance: string; symbol: string } | undefined

/**
 * Reads the connected account's native balance through its adapter into the account state
 * (`balance`, `balanceSymbol`), kept 30 s per CAIP-10 address (SPEC §9). A failure leaves the
 * state as it was: the Account view then shows no balance rather than a wrong one.
 */
export async function syncNativeBalance(
  core: AppKitCore,
  parameters: SyncNativeBalanceParameters = {},
): Promise<SyncNativeBalanceReturnType> {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  const chain = namespace ? core.state.chains.chains[namespace] : undefined
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  const adapter = namespace ? core.adapters.get(namespace) : undefined
  if (!namespace || !chain || !address || !caipNetwork || !adapter) return undefined
  const caipAddress = `${caipNetwork.caipNetworkId}:${address}`
  const cache = storageContextOf(core)
  let read: { balance: string; symbol: string } | undefined
  if (!parameters.forceUpdate) {
    const cached = await getCacheEntry(cache, nativeBalanceCache, caipAddress)
    if (cached) read = { balance: cached.balance, symbol: cached.symbol }
  }
  if (!read) {
    try {
      read = await adapter.getBalance({ address, caipNetwork })
    } catch (error) {
      core.services.logger.warn('native balance unavailable', error)
      return undefined
    }
    await setCacheEntry(cache, nativeBalanceCache, caipAddress, { caipAddress, ...read })
  }
  // The account or network may have changed while the balance was read.
  const now = chain.networkState.caipNetwork
  if (chain.accountState.address !== address || now?.caipNetworkId !== caipNetwork.caipNetworkId) {
    return undefined
  }
  updateAccountState(core, {
    namespace,
    patch: { balance: read.balance, balanceSymbol: read.symbol },
  })
  return read
}
