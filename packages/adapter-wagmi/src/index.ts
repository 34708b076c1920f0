export { toAddEthereumChainParameter } from '@openappkit/common/networks'
export {
  type CreateWagmiAdapterParameters,
  type CreateWagmiAdapterReturnType,
  createWagmiAdapter,
} from './create-wagmi-adapter.ts'
export { INJECTED_CONNECTOR_ID, toConnector } from './to-connector.ts'
export { toViemChain } from './to-viem-chain.ts'
export { WagmiAdapter } from './wagmi-adapter.ts'
export type { CustomRpcUrlMap, WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'
