import type { CaipAddress, ChainNamespace } from '@openappkit/common/caip'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import type { AdapterConnectReturnType } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'
import { findCaipNetwork } from '../../state/chain/find-caip-network.ts'
import { setAccountStatus } from '../../state/chain/set-account-status.ts'
import { setCaipAddress } from '../../state/chain/set-caip-address.ts'
import { updateAccountState } from '../../state/chain/update-account-state.ts'
import { addRecentConnection } from '../../state/connection/recent-connections.ts'
import { isSameAddress } from '../../state/connection/same-address.ts'
import { setConnections } from '../../state/connection/set-connections.ts'
import type { Connection } from '../../state/connection/types.ts'
import { addRecentWallet } from '../../state/connector/add-recent-wallet.ts'
import { setActiveConnectorId } from '../../state/connector/set-active-connector-id.ts'
import type { Connector } from '../../state/connector/types.ts'
import { syncEmbeddedWalletUser } from '../embedded/sync-embedded-wallet-user.ts'
import { handleChainChanged } from '../network/handle-chain-changed.ts'

export type SyncConnectedAccountParameters = {
  namespace: ChainNamespace
  result: AdapterConnectReturnType
  connector?: Connector | undefined
  /** Make `namespace` the active chain (true after a visitor-initiated connect). */
  activate?: boolean | undefined
}

/**
 * Records a successful connection everywhere it shows: network, account, status connected,
 * the wallet's name and icon (`useWalletInfo`), active connector, live and recent connections,
 * recent wallets.
 */
export async function syncConnectedAccount(
  core: AppKitCore,
  { namespace, result, connector, activate }: SyncConnectedAccountParameters,
): Promise<void> {
  await handleChainChanged(core, { namespace, chainId: result.chainId, activate })
  const network =
    findCaipNetwork(core, { namespace, chainId: result.chainId }) ??
    core.state.chains.chains[namespace]?.networkState.caipNetwork
  const caipNetworkId = network?.caipNetworkId ?? `${namespace}:${result.chainId}`
  setCaipAddress(core, {
    namespace,
    caipAddress: `${caipNetworkId}:${result.address}` as CaipAddress,
  })
  if (result.provider === undefined) core.runtime.walletProviders.delete(namespace)
  else core.runtime.walletProviders.set(namespace, result.provider)
  setAccountStatus(core, { namespace, status: 'connected' })
  if (connector) {
    const { name, imageUrl: icon, type } = connector
    // Through WalletConnect, the wallet is the one that approved the session, not the connector.
    const peer =
      connector.id === WALLET_CONNECT_CONNECTOR_ID
        ? core.runtime.walletConnect?.getPeerWallet?.()
        : undefined
    updateAccountState(core, {
      namespace,
      patch: { connectedWalletInfo: peer ? { ...peer, type } : { name, icon, type } },
    })
  }
  await setActiveConnectorId(core, { namespace, connectorId: result.id })

  const accounts = result.accounts?.length ? result.accounts : [{ address: result.address }]
  const connection: Connection = { connectorId: result.id, accounts, caipNetwork: network }
  const live = core.state.connections.connections[namespace] ?? []
  const others = live.filter(
    (known) =>
      known.connectorId !== connection.connectorId ||
      !isSameAddress(namespace, known.accounts[0]?.address, result.address),
  )
  setConnections(core, { namespace, connections: [connection, ...others] })
  await addRecentConnection(core, { namespace, connection })
  if (connector?.type === 'AUTH') await syncEmbeddedWalletUser(core, { namespace })
  if (connector && connector.type !== 'AUTH') {
    await addRecentWallet(core, {
      wallet: { id: connector.id, name: connector.name, imageUrl: connector.imageUrl },
    })
  }
}
