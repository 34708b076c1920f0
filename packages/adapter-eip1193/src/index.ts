export {
  type CreateEip1193AdapterParameters,
  createEip1193Adapter,
  type Eip1193AdapterOptions,
} from './create-eip1193-adapter.ts'
export {
  type AnnouncedWallet,
  discoverAnnouncedWallets,
  type Eip1193Provider,
  type Eip6963ProviderInfo,
} from './eip1193.ts'
export type { EvmLibrary, EvmNode, EvmTransactionRequest, EvmWallet } from './evm-library.ts'
export { type LazyEvmLibrary, lazyEvmLibrary } from './lazy-evm-library.ts'
export { INJECTED_CONNECTOR_ID, toEip1193Connector } from './to-eip1193-connector.ts'
export { type WatchProviderHandlers, watchProvider } from './watch-provider.ts'
