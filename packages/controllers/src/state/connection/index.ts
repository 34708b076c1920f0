export { type GetConnectionStatusParameters, getConnectionStatus } from './get-connection-status.ts'
export { type GetReconnectMethodParameters, getReconnectMethod } from './get-reconnect-method.ts'
export { parseConnectionStatus } from './parse-connection-status.ts'
export {
  addRecentConnection,
  RECENT_CONNECTIONS_LIMIT,
  restoreRecentConnections,
} from './recent-connections.ts'
export { isSameAddress } from './same-address.ts'
export { type SetConnectionsParameters, setConnections } from './set-connections.ts'
export {
  CONNECTION_STATUSES,
  type Connection,
  type ConnectionAccount,
  type ConnectionStatus,
  type ConnectionsState,
} from './types.ts'
