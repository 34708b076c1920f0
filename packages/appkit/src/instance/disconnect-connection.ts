import type { ChainNamespace } from '@openappkit/common/caip'
import { WALLET_CONNECT_CONNECTOR_ID } from '@openappkit/common/constants'
import {
  type AppKitCore,
  disconnect,
  type WalletConnectEip1193Provider,
} from '@openappkit/controllers'
import { setConnections } from '@openappkit/controllers/internal'
import type { AppKit } from './types.ts'

const walletConnects = new WeakMap<AppKit, WalletConnectEip1193Provider>()

/** Records the instance's WalletConnect provider (`setupWalletConnect`), for the function below. */
export function setInstanceWalletConnect(
  appKit: AppKit,
  provider: WalletConnectEip1193Provider | undefined,
): void {
  if (provider) walletConnects.set(appKit, provider)
}

export type DisconnectConnectionParameters = {
  /** The connector whose connection ends. */
  id: string
  /** Only in this namespace; in every namespace that has it by default. */
  namespace?: ChainNamespace | undefined
}

const usesWalletConnect = (core: AppKitCore) =>
  Object.values(core.state.connectors.activeConnectorIds).includes(WALLET_CONNECT_CONNECTOR_ID) ||
  Object.values(core.state.connections.connections).some((connections) =>
    connections?.some((connection) => connection.connectorId === WALLET_CONNECT_CONNECTOR_ID),
  )

/**
 * Ends one connector's connection (`useDisconnect().disconnect({ id })`): the namespace that uses
 * it disconnects as usual; where it is a connection beside the one in use it is no longer listed
 * (adapters hold one wallet session per namespace, and their disconnect ends the one in use).
 * WalletConnect's session, one for every namespace, ends on the phone too once no namespace
 * lists or uses it — otherwise it would stay open in the wallet with nobody behind it.
 */
export async function disconnectConnection(
  appKit: AppKit,
  { id, namespace }: DisconnectConnectionParameters,
): Promise<void> {
  const { core } = appKit
  const namespaces = namespace
    ? [namespace]
    : (Object.keys(core.state.connections.connections) as ChainNamespace[])
  let dropped = false
  for (const target of namespaces) {
    if (core.state.connectors.activeConnectorIds[target] === id) {
      await disconnect(core, { namespace: target })
      continue
    }
    const live = core.state.connections.connections[target] ?? []
    if (!live.some((connection) => connection.connectorId === id)) continue
    setConnections(core, {
      namespace: target,
      connections: live.filter((connection) => connection.connectorId !== id),
    })
    dropped = true
  }
  if (dropped && id === WALLET_CONNECT_CONNECTOR_ID && !usesWalletConnect(core)) {
    await walletConnects.get(appKit)?.disconnect()
  }
}
