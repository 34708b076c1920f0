export {
  type CreateWagmiAdapterParameters,
  createWagmiAdapter,
  type WagmiAdapter,
} from './create-wagmi-adapter.ts'
export { toAddEthereumChainParameter } from './to-add-ethereum-chain-parameter.ts'
export { INJECTED_CONNECTOR_ID, toConnector } from './to-connector.ts'
export { toViemChain } from './to-viem-chain.ts'
