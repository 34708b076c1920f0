import type { ReconnectMethod } from '../../core/types.ts'
import type { Connector } from '../connector/types.ts'
import type { Connection } from './types.ts'

export type GetReconnectMethodParameters = { connector: Connector; connection: Connection }

/**
 * How a disconnected connection is re-established (docs/project/behaviour.md §4): the embedded
 * wallet by its login (email, or the social provider named in `auth.name`), WalletConnect by
 * pairing, everything else as an external wallet.
 */
export function getReconnectMethod({
  connector,
  connection,
}: GetReconnectMethodParameters): ReconnectMethod {
  if (connector.type === 'AUTH') return connection.auth?.name === 'email' ? 'email' : 'social'
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  return 'external'
}
