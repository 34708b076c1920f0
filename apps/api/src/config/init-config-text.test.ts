import { parse } from 'jsonc-parser'
import { describe, expect, it } from 'vitest'
import { findInitNetwork, INIT_NETWORKS, initConfigText } from './init-config-text.ts'
import { parseConfig } from './load-config.ts'
import { secretsInFile } from './secret-variables.ts'

describe('initConfigText', () => {
  it('writes a valid configuration for every network it knows, with no secret in it', () => {
    const text = initConfigText({ networks: INIT_NETWORKS, date: new Date('2026-12-01') })
    expect(text).toContain('written by `openappkit-api init` on 2026-12-01')
    const file = parse(text) as Record<string, unknown>
    const config = parseConfig(file)
    expect(config.chains.map((chain) => chain.caipNetworkId)).toEqual(
      INIT_NETWORKS.map((network) => network.caipNetworkId),
    )
    expect(config.database.url).toBe('sqlite:openappkit-api.sqlite')
    expect(secretsInFile(file)).toEqual([])
    // Each chain says which variable takes a node URL with a key.
    expect(text).toContain('OPENAPPKIT_API_RPC_URL_EIP155_8453')
  })

  it('writes an empty chain list when no network is asked for', () => {
    expect(parseConfig(parse(initConfigText({ networks: [] }))).chains).toEqual([])
  })
})

describe('findInitNetwork', () => {
  it('knows networks by name, CAIP-2 id, chain id and short name', () => {
    expect(findInitNetwork('base').caipNetworkId).toBe('eip155:8453')
    expect(findInitNetwork('Arbitrum-One').caipNetworkId).toBe('eip155:42161')
    expect(findInitNetwork('eip155:10').caipNetworkId).toBe('eip155:10')
    expect(findInitNetwork('137').caipNetworkId).toBe('eip155:137')
    expect(findInitNetwork('mainnet').caipNetworkId).toBe('eip155:1')
    expect(findInitNetwork('solana-devnet').caipNetworkId).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    )
  })

  it('refuses what it does not know, and Bitcoin, with the reason', () => {
    expect(() => findInitNetwork('nowhere')).toThrow(/unknown network; known: ethereum, /)
    expect(() => findInitNetwork('bitcoin')).toThrow(/Esplora API/)
  })
})
