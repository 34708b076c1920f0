import { defineCatalogueNetwork } from './define-catalogue-network.ts'
import { MULTICALL3_ADDRESS } from './multicall3.ts'

// Public endpoints of each chain's operator or a free public provider: no API key, so they work
// out of the box; integrators pass their own RPC URLs for production traffic.

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** Ethereum mainnet (eip155:1). */
export const mainnet = /*#__PURE__*/ defineCatalogueNetwork({
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://ethereum-rpc.publicnode.com'] } },
  blockExplorers: {
    default: {
      name: 'Etherscan',
      url: 'https://etherscan.io',
      apiUrl: 'https://api.etherscan.io/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 14353601 } },
  testnet: false,
  imageId: 'ethereum',
})

/** Arbitrum One (eip155:42161). */
export const arbitrum = /*#__PURE__*/ defineCatalogueNetwork({
  id: 42161,
  caipNetworkId: 'eip155:42161',
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: {
    default: {
      name: 'Arbiscan',
      url: 'https://arbiscan.io',
      apiUrl: 'https://api.arbiscan.io/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 7654707 } },
  testnet: false,
  imageId: 'arbitrum',
})

/** OP Mainnet (eip155:10). */
export const optimism = /*#__PURE__*/ defineCatalogueNetwork({
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: {
      name: 'Optimism Explorer',
      url: 'https://optimistic.etherscan.io',
      apiUrl: 'https://api-optimistic.etherscan.io/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 4286263 } },
  testnet: false,
  imageId: 'optimism',
})

/** ZKsync Era (eip155:324). Multicall3 lives at a chain-specific address here. */
export const zksync = /*#__PURE__*/ defineCatalogueNetwork({
  id: 324,
  caipNetworkId: 'eip155:324',
  chainNamespace: 'eip155',
  name: 'ZKsync Era',
  nativeCurrency: ether,
  rpcUrls: {
    default: {
      http: ['https://mainnet.era.zksync.io'],
      webSocket: ['wss://mainnet.era.zksync.io/ws'],
    },
  },
  blockExplorers: {
    default: {
      name: 'ZKsync Explorer',
      url: 'https://explorer.zksync.io',
      apiUrl: 'https://block-explorer-api.mainnet.zksync.io/api',
    },
  },
  contracts: {
    multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963', blockCreated: 3908235 },
  },
  testnet: false,
  imageId: 'zksync',
})

/** Base (eip155:8453). */
export const base = /*#__PURE__*/ defineCatalogueNetwork({
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: {
    default: {
      name: 'Basescan',
      url: 'https://basescan.org',
      apiUrl: 'https://api.basescan.org/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 5022 } },
  testnet: false,
  imageId: 'base',
})

/** BNB Smart Chain (eip155:56). */
export const bsc = /*#__PURE__*/ defineCatalogueNetwork({
  id: 56,
  caipNetworkId: 'eip155:56',
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: {
    default: { name: 'BscScan', url: 'https://bscscan.com', apiUrl: 'https://api.bscscan.com/api' },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 15921452 } },
  testnet: false,
  imageId: 'bsc',
})

/** Polygon PoS (eip155:137). */
export const polygon = /*#__PURE__*/ defineCatalogueNetwork({
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  blockExplorers: {
    default: {
      name: 'PolygonScan',
      url: 'https://polygonscan.com',
      apiUrl: 'https://api.polygonscan.com/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 25770160 } },
  testnet: false,
  imageId: 'polygon',
})

/** Gnosis (eip155:100). */
export const gnosis = /*#__PURE__*/ defineCatalogueNetwork({
  id: 100,
  caipNetworkId: 'eip155:100',
  chainNamespace: 'eip155',
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: {
    default: {
      http: ['https://rpc.gnosischain.com'],
      webSocket: ['wss://rpc.gnosischain.com/wss'],
    },
  },
  blockExplorers: {
    default: {
      name: 'Gnosisscan',
      url: 'https://gnosisscan.io',
      apiUrl: 'https://api.gnosisscan.io/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 21022491 } },
  testnet: false,
  imageId: 'gnosis',
})

/** Avalanche C-Chain (eip155:43114). */
export const avalanche = /*#__PURE__*/ defineCatalogueNetwork({
  id: 43114,
  caipNetworkId: 'eip155:43114',
  chainNamespace: 'eip155',
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: {
    default: { name: 'SnowTrace', url: 'https://snowtrace.io', apiUrl: 'https://api.snowtrace.io' },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 11907934 } },
  testnet: false,
  imageId: 'avalanche',
})

/** Fantom Opera (eip155:250). */
export const fantom = /*#__PURE__*/ defineCatalogueNetwork({
  id: 250,
  caipNetworkId: 'eip155:250',
  chainNamespace: 'eip155',
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.ftm.tools'] } },
  blockExplorers: {
    default: { name: 'FTMScan', url: 'https://ftmscan.com', apiUrl: 'https://api.ftmscan.com/api' },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 33001987 } },
  testnet: false,
  imageId: 'fantom',
})

/** Kaia, formerly Klaytn Cypress (eip155:8217). */
export const kaia = /*#__PURE__*/ defineCatalogueNetwork({
  id: 8217,
  caipNetworkId: 'eip155:8217',
  chainNamespace: 'eip155',
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 96002415 } },
  testnet: false,
  imageId: 'kaia',
})

/** The former name of {@link kaia}, kept for integrators migrating from older catalogues. */
export const klaytn = kaia

/** Aurora (eip155:1313161554). */
export const aurora = /*#__PURE__*/ defineCatalogueNetwork({
  id: 1313161554,
  caipNetworkId: 'eip155:1313161554',
  chainNamespace: 'eip155',
  name: 'Aurora',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: {
    default: {
      name: 'Aurorascan',
      url: 'https://aurorascan.dev',
      apiUrl: 'https://aurorascan.dev/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 62907816 } },
  testnet: false,
  imageId: 'aurora',
})

/** Sepolia, the common Ethereum testnet (eip155:11155111). */
export const sepolia = /*#__PURE__*/ defineCatalogueNetwork({
  id: 11155111,
  caipNetworkId: 'eip155:11155111',
  chainNamespace: 'eip155',
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: {
    default: {
      name: 'Etherscan',
      url: 'https://sepolia.etherscan.io',
      apiUrl: 'https://api-sepolia.etherscan.io/api',
    },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 751532 } },
  testnet: true,
  imageId: 'sepolia',
})
