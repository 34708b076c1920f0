import type { ConnectorsState } from './types.ts'

/** No connectors, none active, no recent wallets. */
export function createConnectorsState(): ConnectorsState {
  return { allConnectors: [], activeConnectorIds: {}, recentWallets: [] }
}
