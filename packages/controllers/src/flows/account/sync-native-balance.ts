import type { ChainNamespace } from '@openappkit/common/caip'
import { nativeBalanceCache } from '../../api/caches.ts'
import { storageContextOf } from '../../core/storage-context-of.ts'
import type { AppKitCore } from '../../core/types.ts'
import { getCacheEntry, setCacheEntry } from '../../platform/storage/ttl-cache.ts'
import { getConnectedAccount } from '../../state/chain/get-connected-account.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'

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
 * (`balance`, `balanceSymbol`), kept 30 s per CAIP-10 address (docs/project/behaviour.md §9). A
 * failure leaves the state as it was: the Account view then shows no balance rather than a wrong
 * one.
 */
export async function syncNativeBalance(
  core: AppKitCore,
  parameters: SyncNativeBalanceParameters = {},
): Promise<SyncNativeBalanceReturnType> {
  const connected = getConnectedAccount(core, parameters)
  const adapter = connected && core.adapters.get(connected.namespace)
  if (!connected || !adapter) return undefined
  const { namespace, chain, address, caipNetwork } = connected
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
