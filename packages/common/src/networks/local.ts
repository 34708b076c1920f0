import { defineNetwork } from './define-network.ts'
import { defineBitcoinRegtestNetwork, defineLocalSolanaNetwork } from './local-non-evm.ts'
import { MULTICALL3_ADDRESS } from './multicall3.ts'
import { InvalidNetworkError } from './network-fields.ts'
import type { CaipNetwork } from './types.ts'

// Where they were first defined: importers of local.ts keep working.
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

/** Chain id of the first local anvil chain. */
export const DEVNET_EVM_CHAIN_ID = 31337
/** Chain id of the second local anvil chain (cross-chain and network-switch tests). */
export const DEVNET_EVM2_CHAIN_ID = 31338

// Literal keys (31337, 31338) rather than computed ones, which bundlers cannot drop when unused.
const DEFAULT_EVM_RPC_URLS: Readonly<Record<number, string>> = {
  31337: 'http://127.0.0.1:8545',
  31338: 'http://127.0.0.1:8546',
}
const DEFAULT_EVM_NAMES: Readonly<Record<number, string>> = {
  31337: 'Devnet EVM',
  31338: 'Devnet EVM 2',
}
export type DefineLocalEvmNetworkParameters = {
  chainId: number
  /** Default `Devnet EVM` (31337), `Devnet EVM 2` (31338), `Devnet EVM {chainId}` otherwise. */
  name?: string | undefined
  /** Required for chain ids other than 31337 (default :8545) and 31338 (default :8546). */
  rpcUrl?: string | undefined
}

/** A local anvil chain: native ETH, testnet, Multicall3 at its canonical address. */
export function defineLocalEvmNetwork(parameters: DefineLocalEvmNetworkParameters): CaipNetwork {
  const { chainId } = parameters
  const name = parameters.name ?? DEFAULT_EVM_NAMES[chainId] ?? `Devnet EVM ${chainId}`
  const rpcUrl = parameters.rpcUrl ?? DEFAULT_EVM_RPC_URLS[chainId]
  if (rpcUrl === undefined) {
    throw new InvalidNetworkError(
      `Invalid RPC URLs for network ${name}: no RPC URL given and chain ${chainId} has no default`,
    )
  }
  return defineNetwork({
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
    imageId: 'ethereum',
  })
}

export type DefineLocalNetworksParameters = {
  /** HTTP RPC URL of each local EVM chain by chain id (defaults: 31337 → :8545, 31338 → :8546). */
  evmRpcUrls?: Readonly<Record<number, string | undefined>> | undefined
  /** Default `http://127.0.0.1:8899`. */
  solanaRpcUrl?: string | undefined
  /** Default `ws://127.0.0.1:8900`. */
  solanaWsUrl?: string | undefined
  /** The regtest's Esplora API; default `http://127.0.0.1:8094`. */
  bitcoinRpcUrl?: string | undefined
}

export type DefineLocalNetworksReturnType = {
  devnetEvm: CaipNetwork
  devnetEvm2: CaipNetwork
  devnetSolana: CaipNetwork
  bitcoinRegtest: CaipNetwork
}

/**
 * The local devnet networks with the given endpoints (the devnet writes its real ports to a
 * manifest); anything not given keeps its default port on 127.0.0.1.
 */
export function defineLocalNetworks(
  parameters: DefineLocalNetworksParameters = {},
): DefineLocalNetworksReturnType {
  const { evmRpcUrls = {} } = parameters
  return {
    devnetEvm: defineLocalEvmNetwork({
      chainId: DEVNET_EVM_CHAIN_ID,
      rpcUrl: evmRpcUrls[DEVNET_EVM_CHAIN_ID],
    }),
    devnetEvm2: defineLocalEvmNetwork({
      chainId: DEVNET_EVM2_CHAIN_ID,
      rpcUrl: evmRpcUrls[DEVNET_EVM2_CHAIN_ID],
    }),
    devnetSolana: defineLocalSolanaNetwork({
      rpcUrl: parameters.solanaRpcUrl,
      wsUrl: parameters.solanaWsUrl,
    }),
    bitcoinRegtest: defineBitcoinRegtestNetwork({ rpcUrl: parameters.bitcoinRpcUrl }),
  }
}

/** Local anvil chain 31337 on http://127.0.0.1:8545. */
export const devnetEvm = /*#__PURE__*/ defineLocalEvmNetwork({ chainId: DEVNET_EVM_CHAIN_ID })

/** Local anvil chain 31338 on http://127.0.0.1:8546. */
export const devnetEvm2 = /*#__PURE__*/ defineLocalEvmNetwork({ chainId: DEVNET_EVM2_CHAIN_ID })
