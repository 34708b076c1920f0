import type { ConnectionsState } from './types.ts'

/** No live and no recent connections. */
export function createConnectionsState(): ConnectionsState {
  return { connections: {}, recentConnections: {} }
}
