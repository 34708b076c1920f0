export {
  type CreateEthersAdapterParameters,
  createEthersAdapter,
} from './create-ethers-adapter.ts'
export type { AnnouncedWallet, Eip1193Provider, Eip6963ProviderInfo } from './eip1193.ts'
export { INJECTED_CONNECTOR_ID, toConnector } from './to-connector.ts'
