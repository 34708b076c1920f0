export { type AddRecentWalletParameters, addRecentWallet } from './add-recent-wallet.ts'
export {
  type GetAuthConnectorParameters,
  getAuthConnector,
  type IsAuthConnectedParameters,
  isAuthConnected,
} from './get-auth-connector.ts'
export { type GetConnectorByIdParameters, getConnectorById } from './get-connector-by-id.ts'
export { type GetWalletProviderParameters, getWalletProvider } from './get-wallet-provider.ts'
export { restoreRecentWallets } from './restore-recent-wallets.ts'
export {
  getStoredConnectorIds,
  type SetActiveConnectorIdParameters,
  setActiveConnectorId,
} from './set-active-connector-id.ts'
export { type SetConnectorsParameters, setConnectors } from './set-connectors.ts'
export {
  CONNECTOR_TYPES,
  type Connector,
  type ConnectorsState,
  type ConnectorType,
} from './types.ts'
