import { defineNetwork, InvalidNetworkError } from './define-network.ts'
import { MULTICALL3_ADDRESS } from './multicall3.ts'
import type { CaipNetwork } from './types.ts'

/** Chain id of the first local anvil chain. */
export const DEVNET_EVM_CHAIN_ID = 31337
/** Chain id of the second local anvil chain (cross-chain and network-switch tests). */
export const DEVNET_EVM2_CHAIN_ID = 31338
/**
 * Genesis hash of the local Solana cluster (apps/devnet). A fixed value (base58 of
 * sha256("openappkit-devnet-solana")) rather than a fresh one per reset, so the CAIP-2 id below is
 * genesis-hash based like the public clusters' and still never changes.
 */
export const DEVNET_SOLANA_GENESIS_HASH = '4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NKcRj3hCfNjAzh'
/** CAIP-2 id of the local Solana cluster: `solana:` + the first 32 characters of its genesis hash. */
export const DEVNET_SOLANA_CAIP_NETWORK_ID = 'solana:4EVhemnTTWD5oXF1Q3Yf3JCSk1Vgt6NK'
/** CAIP-2 id of Bitcoin regtest (its genesis block hash prefix). */
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

// Literal keys (31337, 31338) rather than computed ones, which bundlers cannot drop when unused.
const DEFAULT_EVM_RPC_URLS: Readonly<Record<number, string>> = {
  31337: 'http://127.0.0.1:8545',
  31338: 'http://127.0.0.1:8546',
}
const DEFAULT_EVM_NAMES: Readonly<Record<number, string>> = {
  31337: 'Devnet EVM',
  31338: 'Devnet EVM 2',
}
const DEFAULT_SOLANA_RPC_URL = 'http://127.0.0.1:8899'
const DEFAULT_SOLANA_WS_URL = 'ws://127.0.0.1:8900'
// The devnet's regtest answers the Esplora HTTP API (apps/devnet), not bitcoind's JSON-RPC.
const DEFAULT_BITCOIN_RPC_URL = 'http://127.0.0.1:8094'

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

export type DefineLocalSolanaNetworkParameters = {
  rpcUrl?: string | undefined
  wsUrl?: string | undefined
}

/** The local Solana cluster of apps/devnet. */
export function defineLocalSolanaNetwork(
  parameters: DefineLocalSolanaNetworkParameters = {},
): CaipNetwork {
  return defineNetwork({
    id: DEVNET_SOLANA_CAIP_NETWORK_ID.slice('solana:'.length),
    caipNetworkId: DEVNET_SOLANA_CAIP_NETWORK_ID,
    chainNamespace: 'solana',
    name: 'Solana Localnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: {
      default: {
        http: [parameters.rpcUrl ?? DEFAULT_SOLANA_RPC_URL],
        webSocket: [parameters.wsUrl ?? DEFAULT_SOLANA_WS_URL],
      },
    },
    testnet: true,
    imageId: 'solana',
  })
}

export type DefineBitcoinRegtestNetworkParameters = { rpcUrl?: string | undefined }

/** Bitcoin regtest, `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`. */
export function defineBitcoinRegtestNetwork(
  parameters: DefineBitcoinRegtestNetworkParameters = {},
): CaipNetwork {
  return defineNetwork({
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
    chainNamespace: 'bip122',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [parameters.rpcUrl ?? DEFAULT_BITCOIN_RPC_URL] } },
    testnet: true,
    imageId: 'bitcoin',
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

/** Local Solana cluster on http://127.0.0.1:8899 (websocket ws://127.0.0.1:8900). */
export const devnetSolana = /*#__PURE__*/ defineLocalSolanaNetwork()

/** The devnet's Bitcoin regtest, its Esplora API on http://127.0.0.1:8094. */
export const bitcoinRegtest = /*#__PURE__*/ defineBitcoinRegtestNetwork()
