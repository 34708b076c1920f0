import type { CaipNetwork } from '@openappkit/common/networks'

function evm(id: number, name: string, symbol = 'ETH'): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name, symbol, decimals: 18 },
    rpcUrls: { default: { http: [`https://rpc.test/${id}`] } },
    blockExplorers: { default: { name: 'Explorer', url: `https://explorer.test/${id}` } },
    testnet: false,
  }
}

/** Network fixtures for tests: two EVM networks, one Solana, one Bitcoin. */
export const mainnet = evm(1, 'Ethereum')
export const polygon = evm(137, 'Polygon', 'POL')
export const base = evm(8453, 'Base')
export const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://rpc.test/solana'] } },
  testnet: false,
}
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://rpc.test/bitcoin'] } },
  testnet: false,
}
