export {
  erc20Abi,
  erc721Abi,
  TRANSFER_EVENT_TOPIC,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from './abis.ts'
export {
  type ChainRegistry,
  createChainRegistry,
  type EvmChain,
  type SolanaChain,
} from './chain-registry.ts'
export { type CreateSolanaRpcParameters, createSolanaRpc, type SolanaRpc } from './solana-rpc.ts'
