import { defineCatalogueNetwork } from './define-catalogue-network.ts'
import type { CaipNetwork } from './types.ts'

// Apart from local.ts: a page with only the devnet's Solana cluster or Bitcoin regtest imports no
// EVM network definition, hence no keccak (the EIP-55 checksum of their contracts).

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

const DEFAULT_SOLANA_RPC_URL = 'http://127.0.0.1:8899'
const DEFAULT_SOLANA_WS_URL = 'ws://127.0.0.1:8900'
// The devnet's regtest answers the Esplora HTTP API (apps/devnet), not bitcoind's JSON-RPC.
const DEFAULT_BITCOIN_RPC_URL = 'http://127.0.0.1:8094'

export type DefineLocalSolanaNetworkParameters = {
  rpcUrl?: string | undefined
  wsUrl?: string | undefined
}

/** The local Solana cluster of apps/devnet. */
export function defineLocalSolanaNetwork(
  parameters: DefineLocalSolanaNetworkParameters = {},
): CaipNetwork {
  return defineCatalogueNetwork({
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
  return defineCatalogueNetwork({
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

/** Local Solana cluster on http://127.0.0.1:8899 (websocket ws://127.0.0.1:8900). */
export const devnetSolana = /*#__PURE__*/ defineLocalSolanaNetwork()

/** The devnet's Bitcoin regtest, its Esplora API on http://127.0.0.1:8094. */
export const bitcoinRegtest = /*#__PURE__*/ defineBitcoinRegtestNetwork()
