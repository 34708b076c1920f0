import { defineCatalogueNetwork } from './define-catalogue-network.ts'

// CAIP-2 references of BIP-122 chains are the first 32 hex characters of the genesis block hash.
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** Bitcoin mainnet (bip122:000000000019d6689c085ae165831e93). */
export const bitcoin = /*#__PURE__*/ defineCatalogueNetwork({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://bitcoin-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  imageId: 'bitcoin',
})

/** Bitcoin testnet3 (bip122:000000000933ea01ad0ee984209779ba). */
export const bitcoinTestnet = /*#__PURE__*/ defineCatalogueNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://bitcoin-testnet-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  imageId: 'bitcoin',
})
