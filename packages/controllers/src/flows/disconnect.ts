import { AppKitError, type ChainNamespace, ErrorMessages } from '@openappkit/common'
import { resetAccount } from '../chain/reset-account.ts'
import { setConnections } from '../connection/set-connections.ts'
import { setActiveConnectorId } from '../connector/set-active-connector-id.ts'
import type { AppKitCore } from '../core/types.ts'

export type DisconnectParameters = {
  /** Namespace to disconnect; every connected namespace by default. */
  namespace?: ChainNamespace | undefined
}

/** Clears what a namespace's connection left in state (after a wallet-side disconnect too). */
export async function clearConnection(core: AppKitCore, namespace: ChainNamespace): Promise<void> {
  resetAccount(core, { namespace })
  setConnections(core, { namespace, connections: [] })
  await setActiveConnectorId(core, { namespace, connectorId: undefined })
}

/**
 * Disconnects the wallet of `namespace` (or all): each namespace whose adapter disconnects is
 * reset; if any adapter fails, throws `Failed to disconnect` after resetting the others.
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
  const outcomes = await Promise.allSettled(
    namespaces.map(async (namespace) => {
      const id = core.state.connectors.activeConnectorIds[namespace]
      await core.adapters.get(namespace)?.disconnect({ id })
      await clearConnection(core, namespace)
    }),
  )
  const failure = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failure) throw new AppKitError(ErrorMessages.failedToDisconnect, { cause: failure.reason })
}
