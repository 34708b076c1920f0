export { adapterConstructor } from './adapter-constructor.ts'
export { type AdapterEmitter, createAdapterEmitter } from './create-adapter-emitter.ts'
export { type LazyModule, lazyMembers, lazyModule } from './lazy/lazy-module.ts'
export {
  type AdapterSessionMembers,
  type LazySession,
  lazySession,
  SESSION_MEMBERS,
} from './lazy/lazy-session.ts'
export {
  type AdapterSession,
  type AdapterSessionOf,
  type CreateAdapterSessionParameters,
  createAdapterSession,
  type OpenSessionParameters,
} from './session/create-adapter-session.ts'
export {
  createSelectedNetwork,
  type SelectedNetwork,
  type SelectedNetworkConnectionParameters,
  type SelectedNetworkWallet,
  selectedNetworkConnection,
} from './session/selected-network.ts'
export {
  browserLocalStorage,
  hasStoredConnector,
  type StorageReader,
} from './stored-connector.ts'
export type {
  AdapterAccount,
  AdapterConnectParameters,
  AdapterConnectReturnType,
  AdapterDisconnectParameters,
  AdapterSwitchNetworkParameters,
  AdapterType,
  ChainAdapter,
  ChainAdapterEventMap,
  ChainAdapterEventName,
  ChainAdapterListener,
  ChainId,
  EmbeddedWalletEip1193Provider,
  EstimateGasParameters,
  EstimateGasReturnType,
  GetAccountsParameters,
  GetAccountsReturnType,
  GetBalanceParameters,
  GetBalanceReturnType,
  GetCapabilitiesParameters,
  GetCapabilitiesReturnType,
  SendTransactionParameters,
  SendTransactionReturnType,
  SignMessageParameters,
  SignMessageReturnType,
  WaitForTransactionParameters,
  WaitForTransactionReturnType,
  WalletConnectEip1193Provider,
  WalletConnectPeerWallet,
  WalletGetAssetsParameters,
  WalletGetAssetsReturnType,
  WriteContractParameters,
  WriteContractReturnType,
} from './types.ts'
export {
  AUTH_CONNECTOR_ID,
  authConnector,
  walletConnectConnector,
} from './wallet-connect-connector.ts'
export {
  onStandardAccountsChange,
  type StandardAccountLike,
  type StandardWalletLike,
  standardAccount,
  standardAccountsOf,
  standardDisconnect,
  standardFeature,
} from './wallet-standard/standard-wallet.ts'
