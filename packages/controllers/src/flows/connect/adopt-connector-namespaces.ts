import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { ConnectorType } from '../../state/connector/types.ts'
import { findConnector } from './find-connector.ts'
import { syncConnectedAccount } from './sync-connected-account.ts'

export type AdoptConnectorNamespacesParameters = {
  /** The namespace just connected. */
  connected: ChainNamespace
  connectorId: string
  type: Extract<ConnectorType, 'WALLET_CONNECT' | 'AUTH'>
}

/**
 * After a connection through a connector every adapter shares — the WalletConnect session, the
 * embedded wallet — connects every other namespace whose adapter reaches it, without a prompt:
 * the visitor scanned one QR code, or signed in once, for all of them. A namespace the wallet
 * has no account for stays as it was.
 */
export async function adoptConnectorNamespaces(
  core: AppKitCore,
  { connected, connectorId, type }: AdoptConnectorNamespacesParameters,
): Promise<void> {
  const others = [...core.adapters.values()].filter(
    (adapter) =>
      adapter.namespace !== connected &&
      core.state.chains.chains[adapter.namespace]?.accountState.caipAddress === undefined &&
      adapter.getConnectors().some((item) => item.type === type),
  )
  await Promise.all(
    others.map(async (adapter) => {
      const { namespace } = adapter
      const connector = findConnector(core, adapter, connectorId)
      const result = await adapter
        .reconnect({
          id: connectorId,
          type,
          chainId: core.state.chains.chains[namespace]?.networkState.caipNetwork?.id,
        })
        .catch((error: unknown) => {
          core.services.logger.warn(`${connectorId} has no account for ${namespace}`, error)
          return undefined
        })
      if (result) await syncConnectedAccount(core, { namespace, result, connector })
    }),
  )
}
