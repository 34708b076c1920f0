import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { isSameAddress } from './same-address.ts'
import type { Connection, ConnectionStatus } from './types.ts'

export type GetConnectionStatusParameters = { connection: Connection; namespace: ChainNamespace }

/**
 * `active` when it is the connection in use, `connected` when it is open but another is in use,
 * `disconnected` when it is only remembered.
 */
export function getConnectionStatus(
  core: AppKitCore,
  { connection, namespace }: GetConnectionStatusParameters,
): ConnectionStatus {
  const live = core.state.connections.connections[namespace] ?? []
  const sameWallet = (other: Connection) =>
    other.connectorId === connection.connectorId &&
    other.accounts.some((account) =>
      connection.accounts.some((wanted) =>
        isSameAddress(namespace, account.address, wanted.address),
      ),
    )
  if (!live.some(sameWallet)) return 'disconnected'
  const activeConnectorId = core.state.connectors.activeConnectorIds[namespace]
  const activeAddress = core.state.chains.chains[namespace]?.accountState.address
  const isActive =
    connection.connectorId === activeConnectorId &&
    connection.accounts.some((account) => isSameAddress(namespace, account.address, activeAddress))
  return isActive ? 'active' : 'connected'
}
