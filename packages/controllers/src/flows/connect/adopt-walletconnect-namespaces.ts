import type { ChainNamespace } from '@openappkit/common/caip'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import type { AppKitCore } from '../../core/types.ts'
import { findConnector } from './find-connector.ts'
import { syncConnectedAccount } from './sync-connected-account.ts'

/**
 * After a WalletConnect connection in one namespace, connects every other namespace whose
 * adapter reaches the same session (its wallet approved several: eip155 and solana...), without
 * a prompt: the visitor scanned one QR code for all of them. A namespace the wallet did not
 * approve stays as it was.
 */
export async function adoptWalletConnectNamespaces(
  core: AppKitCore,
  connected: ChainNamespace,
): Promise<void> {
  const others = [...core.adapters.values()].filter(
    (adapter) =>
      adapter.namespace !== connected &&
      core.state.chains.chains[adapter.namespace]?.accountState.caipAddress === undefined &&
      adapter.getConnectors().some((item) => item.type === 'WALLET_CONNECT'),
  )
  await Promise.all(
    others.map(async (adapter) => {
      const { namespace } = adapter
      const connector = findConnector(core, adapter, WALLET_CONNECT_CONNECTOR_ID)
      const result = await adapter
        .reconnect({
          id: WALLET_CONNECT_CONNECTOR_ID,
          type: 'WALLET_CONNECT',
          chainId: core.state.chains.chains[namespace]?.networkState.caipNetwork?.id,
        })
        .catch((error: unknown) => {
          core.services.logger.warn(`WalletConnect has no account for ${namespace}`, error)
          return undefined
        })
      if (result) await syncConnectedAccount(core, { namespace, result, connector })
    }),
  )
}
