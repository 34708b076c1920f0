// The network catalogue under the incumbent's path (`@reown/appkit/networks` → here), so
// migrating needs no other change. Tree-shakable: unused networks stay out of the bundle.
export {
  arbitrum,
  aurora,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  type CaipNetwork,
  /** The incumbent's name for a network definition. */
  type CaipNetwork as AppKitNetwork,
  defineLocalEvmNetwork,
  defineLocalNetworks,
  defineNetwork,
  devnetEvm,
  devnetEvm2,
  devnetSolana,
  fantom,
  gnosis,
  kaia,
  klaytn,
  mainnet,
  optimism,
  polygon,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
} from '@openappkit/common/networks'
export { type DefineChainParameters, defineChain } from './define-chain.ts'
