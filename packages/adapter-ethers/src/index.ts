export {
  type AnnouncedWallet,
  type Eip1193Provider,
  type Eip6963ProviderInfo,
  INJECTED_CONNECTOR_ID,
  toEip1193Connector as toConnector,
} from '@openappkit/adapter-eip1193'
export {
  type CreateEthersAdapterParameters,
  createEthersAdapter,
} from './create-ethers-adapter.ts'
export { EthersAdapter } from './ethers-adapter.ts'
