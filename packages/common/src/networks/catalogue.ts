import { bitcoin, bitcoinTestnet } from './bitcoin.ts'
import {
  arbitrum,
  aurora,
  avalanche,
  base,
  bsc,
  fantom,
  gnosis,
  kaia,
  mainnet,
  optimism,
  polygon,
  sepolia,
  zksync,
} from './evm.ts'
import { devnetEvm, devnetEvm2 } from './local.ts'
import { bitcoinRegtest, devnetSolana } from './local-non-evm.ts'
import { solana, solanaDevnet, solanaTestnet } from './solana.ts'
import type { CaipNetwork } from './types.ts'

/**
 * The public EVM networks of the catalogue (docs/project/behaviour.md §9 swap networks first, then
 * Sepolia).
 */
export const evmNetworks: readonly CaipNetwork[] = [
  mainnet,
  arbitrum,
  optimism,
  zksync,
  base,
  bsc,
  polygon,
  gnosis,
  avalanche,
  fantom,
  kaia,
  aurora,
  sepolia,
]

/** Solana mainnet, devnet and testnet. */
export const solanaNetworks: readonly CaipNetwork[] = [solana, solanaDevnet, solanaTestnet]

/** Bitcoin mainnet and testnet. */
export const bitcoinNetworks: readonly CaipNetwork[] = [bitcoin, bitcoinTestnet]

/** The local devnet networks at their default ports (see `defineLocalNetworks` to change them). */
export const localNetworks: readonly CaipNetwork[] = [
  devnetEvm,
  devnetEvm2,
  devnetSolana,
  bitcoinRegtest,
]

/** Every public network of the catalogue; local devnet networks are listed apart. */
// flat() rather than spreads: bundlers treat spreads as side effects and would keep every network.
export const allNetworks: readonly CaipNetwork[] = /*#__PURE__*/ [
  evmNetworks,
  solanaNetworks,
  bitcoinNetworks,
].flat()
