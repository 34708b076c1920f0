import type { ChainNamespace } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { AppKitCore } from '../../core/types.ts'
import { resetBalances } from '../../state/balance/balances-actions.ts'
import { resetAccount } from '../../state/chain/reset-account.ts'
import { setConnections } from '../../state/connection/set-connections.ts'
import { setActiveConnectorId } from '../../state/connector/set-active-connector-id.ts'
import { recordLifecycleEvent } from '../../state/events/record-lifecycle-event.ts'
import { resetTransactions } from '../../state/transactions/transactions-actions.ts'
import { signOutSiwxOnDisconnect } from '../siwx/sign-out-siwx.ts'

export type DisconnectParameters = {
  /** Namespace to disconnect; every connected namespace by default. */
  namespace?: ChainNamespace | undefined
}

/**
 * Clears what a namespace's connection left in state (after a wallet-side disconnect too): the
 * account, its connections, and the balances and history loaded for it.
 */
export async function clearConnection(core: AppKitCore, namespace: ChainNamespace): Promise<void> {
  resetAccount(core, { namespace })
  if (core.state.balances.caipAddress?.startsWith(`${namespace}:`)) resetBalances(core)
  if (core.state.transactions.lastNetworkInView?.startsWith(`${namespace}:`)) {
    resetTransactions(core)
  }
  setConnections(core, { namespace, connections: [] })
  await setActiveConnectorId(core, { namespace, connectorId: undefined })
}

/**
 * Disconnects the wallet of `namespace` (or all): sign-in sessions are cleared
 * (docs/project/behaviour.md §4), each namespace whose adapter disconnects is reset; if any adapter
 * fails, throws `Failed to disconnect` after resetting the others.
 */
export async function disconnect(
  core: AppKitCore,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const namespaces = parameters.namespace
    ? [parameters.namespace]
    : (Object.keys(core.state.chains.chains) as ChainNamespace[]).filter(
        (namespace) =>
          core.state.chains.chains[namespace]?.accountState.caipAddress !== undefined ||
          core.state.connectors.activeConnectorIds[namespace] !== undefined,
      )
  await signOutSiwxOnDisconnect(core)
  const outcomes = await Promise.allSettled(
    namespaces.map(async (namespace) => {
      const id = core.state.connectors.activeConnectorIds[namespace]
      await core.adapters.get(namespace)?.disconnect({ id })
      await clearConnection(core, namespace)
    }),
  )
  const failure = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failure) {
    const error = new AppKitError('FAILED_TO_DISCONNECT', { cause: failure.reason })
    recordLifecycleEvent(core, {
      event: 'DISCONNECT_ERROR',
      properties: { message: error.message },
    })
    throw error
  }
  const namespace = parameters.namespace ?? 'all'
  recordLifecycleEvent(core, { event: 'DISCONNECT_SUCCESS', properties: { namespace } })
}
