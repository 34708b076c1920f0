import { describe, expect, it } from 'vitest'
import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants/index.ts'
import { bitcoin, bitcoinTestnet } from './bitcoin.ts'
import {
  allNetworks,
  bitcoinNetworks,
  evmNetworks,
  localNetworks,
  solanaNetworks,
} from './catalogue.ts'
import { defineNetwork } from './define-network.ts'
import { base, kaia, klaytn, mainnet, polygon, sepolia, zksync } from './evm.ts'
import { MULTICALL3_ADDRESS } from './multicall3.ts'
import { solana, solanaDevnet, solanaTestnet } from './solana.ts'

const SPEC_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

describe('network catalogue', () => {
  it.each(SPEC_CHAIN_IDS)(
    'holds the docs/project/behaviour.md §9 chain %s as eip155',
    (chainId) => {
      const network = evmNetworks.find((candidate) => candidate.id === chainId)
      expect(network?.caipNetworkId).toBe(`eip155:${chainId}`)
      expect(network?.chainNamespace).toBe('eip155')
      expect(network?.testnet).toBe(false)
    },
  )

  it('keeps SWAP_SUPPORTED_CHAIN_IDS in line with docs/project/behaviour.md §9', () => {
    expect([...SWAP_SUPPORTED_CHAIN_IDS]).toEqual(SPEC_CHAIN_IDS)
  })

  it('names the docs/project/behaviour.md §9 chain ids of Ethereum, Polygon and Base', () => {
    expect(mainnet.id).toBe(1)
    expect(polygon.id).toBe(137)
    expect(base.id).toBe(8453)
  })

  it('has Sepolia as a testnet and Kaia under its former name too', () => {
    expect(sepolia).toMatchObject({ id: 11155111, testnet: true })
    expect(klaytn).toBe(kaia)
  })

  it('uses the exact Solana CAIP-2 ids, with the reference as id and SOL at 9 decimals', () => {
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(solanaDevnet.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solanaTestnet.caipNetworkId).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    for (const network of solanaNetworks) {
      expect(`solana:${network.id}`).toBe(network.caipNetworkId)
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    }
    expect(solana.rpcUrls.default.http).toEqual(['https://api.mainnet-beta.solana.com'])
    expect([solana.testnet, solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([
      false,
      true,
      true,
    ])
  })

  it('uses the exact Bitcoin CAIP-2 ids with BTC at 8 decimals', () => {
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93')
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba')
    for (const network of bitcoinNetworks) {
      expect(`bip122:${network.id}`).toBe(network.caipNetworkId)
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
    }
  })

  it.each([...allNetworks, ...localNetworks].map((network) => [network.name, network] as const))(
    '%s passes defineNetwork again',
    (_name, network) => {
      expect(defineNetwork(structuredClone(network))).toEqual(network)
    },
  )

  it('has unique caipNetworkIds', () => {
    const ids = [...allNetworks, ...localNetworks].map((network) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every EVM network 18-decimal native currency, an explorer and an image', () => {
    for (const network of evmNetworks) {
      expect(network.nativeCurrency.decimals).toBe(18)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
      expect(network.imageId).toBeTruthy()
    }
  })

  it('uses only https endpoints for public networks', () => {
    for (const network of allNetworks) {
      for (const url of network.rpcUrls.default.http) expect(url).toMatch(/^https:\/\//)
    }
  })

  it('puts Multicall3 at the canonical address, except on ZKsync Era', () => {
    for (const network of evmNetworks.filter((candidate) => candidate !== zksync)) {
      expect(network.contracts?.multicall3?.address).toBe(MULTICALL3_ADDRESS)
    }
    expect(MULTICALL3_ADDRESS).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    // ZKsync's CREATE2 differs from Ethereum's, so the deterministic deployment landed elsewhere.
    expect(zksync.contracts?.multicall3?.address).toBe('0xF9cda624FBC7e059355ce98a31693d299FACd963')
  })

  it('keeps each family list to its namespace and allNetworks as their union', () => {
    expect(evmNetworks.every((network) => network.chainNamespace === 'eip155')).toBe(true)
    expect(solanaNetworks.every((network) => network.chainNamespace === 'solana')).toBe(true)
    expect(bitcoinNetworks.every((network) => network.chainNamespace === 'bip122')).toBe(true)
    expect(allNetworks).toEqual([...evmNetworks, ...solanaNetworks, ...bitcoinNetworks])
    expect(allNetworks.some((network) => localNetworks.includes(network))).toBe(false)
  })
})
