import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'
import { showErrorToast } from '../../state/toast/show-toast.ts'
import { fetchTokenBalances } from './fetch-token-balances.ts'
import { syncNativeBalance } from './sync-native-balance.ts'

export type WatchTransactionParameters = {
  hash: string
  namespace: ChainNamespace
  caipNetwork?: CaipNetwork | undefined
}

/** `unknown` when the adapter cannot tell (or the wait failed). */
export type WatchTransactionReturnType = 'success' | 'reverted' | 'unknown'

/**
 * Follows a transaction the visitor sent (a send, a swap): waits until it is included when the
 * adapter can tell, says so when it reverted (the wallet's "sent" is not the chain's "done"),
 * then reads the native and token balances again, past their caches.
 */
export async function watchTransaction(
  core: AppKitCore,
  { hash, namespace, caipNetwork }: WatchTransactionParameters,
): Promise<WatchTransactionReturnType> {
  const adapter = core.adapters.get(namespace)
  let outcome: WatchTransactionReturnType = 'unknown'
  if (adapter?.waitForTransaction) {
    try {
      ;({ status: outcome } = await adapter.waitForTransaction({ hash, caipNetwork }))
    } catch (error) {
      core.services.logger.warn('could not follow the transaction', error)
    }
  }
  await Promise.all([
    syncNativeBalance(core, { namespace, forceUpdate: true }),
    fetchTokenBalances(core, { namespace, forceUpdate: true }),
  ])
  // Last, so no balance notice replaces it.
  if (outcome === 'reverted') showErrorToast(core, 'TRANSACTION_REVERTED')
  return outcome
}
