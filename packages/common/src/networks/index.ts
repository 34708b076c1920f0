export { bitcoin, bitcoinTestnet } from './bitcoin.ts'
export {
  allNetworks,
  bitcoinNetworks,
  evmNetworks,
  localNetworks,
  solanaNetworks,
} from './catalogue.ts'
export {
  type CustomRpcUrlEntry,
  type CustomRpcUrls,
  type CustomRpcUrlsOption,
  rpcUrlOf,
  toCustomRpcUrls,
} from './custom-rpc-urls.ts'
export { defineNetwork, InvalidNetworkError } from './define-network.ts'
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  fantom,
  gnosis,
  kaia,
  klaytn,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
} from './evm.ts'
export { getNetworkByCaipNetworkId } from './get-network-by-caip-network-id.ts'
export { getNetworksByNamespace } from './get-networks-by-namespace.ts'
export {
  DEVNET_EVM_CHAIN_ID,
  DEVNET_EVM2_CHAIN_ID,
  type DefineLocalEvmNetworkParameters,
  type DefineLocalNetworksParameters,
  type DefineLocalNetworksReturnType,
  defineLocalEvmNetwork,
  defineLocalNetworks,
  devnetEvm,
  devnetEvm2,
} from './local.ts'
export {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  bitcoinRegtest,
  DEVNET_SOLANA_CAIP_NETWORK_ID,
  DEVNET_SOLANA_GENESIS_HASH,
  type DefineBitcoinRegtestNetworkParameters,
  type DefineLocalSolanaNetworkParameters,
  defineBitcoinRegtestNetwork,
  defineLocalSolanaNetwork,
  devnetSolana,
} from './local-non-evm.ts'
export { MULTICALL3_ADDRESS } from './multicall3.ts'
export { isHttpUrl, isWebSocketUrl } from './network-fields.ts'
export { solana, solanaDevnet, solanaTestnet } from './solana.ts'
export { SWAP_SUPPORTED_CAIP_NETWORK_IDS } from './swap.ts'
export {
  type AddEthereumChainParameter,
  toAddEthereumChainParameter,
} from './to-add-ethereum-chain-parameter.ts'
export { transactionExplorerUrl } from './transaction-explorer-url.ts'
export type {
  BlockExplorer,
  CaipNetwork,
  NativeCurrency,
  NetworkContract,
  RpcUrls,
} from './types.ts'
export { withCustomRpcUrls } from './with-custom-rpc-urls.ts'
