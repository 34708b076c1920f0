import { describe, expect, it } from 'vitest'
import { defineNetwork } from './define-network.ts'
import { toAddEthereumChainParameter } from './to-add-ethereum-chain-parameter.ts'

const network = defineNetwork({
  id: 8453,
  caipNetworkId: 'eip155:8453',
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: {
    default: { name: 'Basescan', url: 'https://basescan.org' },
    blockscout: { name: 'Blockscout', url: 'https://base.blockscout.com' },
  },
  testnet: false,
})

describe('toAddEthereumChainParameter', () => {
  it('builds the docs/project/behaviour.md §7 fields: hex chainId, rpcUrls, chainName, nativeCurrency, explorers, icons', () => {
    expect(toAddEthereumChainParameter(network, 'https://icons.example/base.png')).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org', 'https://base.blockscout.com'],
      iconUrls: ['https://icons.example/base.png'],
    })
  })

  it('sends empty explorer and icon lists when the network has none', () => {
    const { blockExplorers: _explorers, ...bare } = network
    expect(toAddEthereumChainParameter(bare)).toMatchObject({ blockExplorerUrls: [], iconUrls: [] })
  })
})
