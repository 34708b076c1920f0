import { defineCatalogueNetwork } from './define-catalogue-network.ts'

// CAIP-2 references of Solana clusters are the first 32 characters of their genesis hash.
const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const solscan = { name: 'Solscan', url: 'https://solscan.io' } as const

/** Solana mainnet-beta (solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp). */
export const solana = /*#__PURE__*/ defineCatalogueNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  blockExplorers: { default: solscan },
  testnet: false,
  imageId: 'solana',
})

/** Solana devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1). */
export const solanaDevnet = /*#__PURE__*/ defineCatalogueNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: {
    default: {
      http: ['https://api.devnet.solana.com'],
      webSocket: ['wss://api.devnet.solana.com'],
    },
  },
  blockExplorers: { default: solscan },
  testnet: true,
  imageId: 'solana',
})

/** Solana testnet (solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z). */
export const solanaTestnet = /*#__PURE__*/ defineCatalogueNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: {
    default: {
      http: ['https://api.testnet.solana.com'],
      webSocket: ['wss://api.testnet.solana.com'],
    },
  },
  blockExplorers: { default: solscan },
  testnet: true,
  imageId: 'solana',
})
