export { toAddEthereumChainParameter } from '@openappkit/common/networks'
export {
  type CreateWagmiAdapterParameters,
  createWagmiAdapter,
  type WagmiAdapter,
} from './create-wagmi-adapter.ts'
export { INJECTED_CONNECTOR_ID, toConnector } from './to-connector.ts'
export { toViemChain } from './to-viem-chain.ts'
