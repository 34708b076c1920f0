import { snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { mainnet, solana } from '../../test-utils/networks.ts'
import { getConnectorById } from './get-connector-by-id.ts'
import { setConnectors } from './set-connectors.ts'
import type { Connector } from './types.ts'

const injected: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  chains: [mainnet],
}

describe('setConnectors', () => {
  it('adds connectors and replaces one with the same id and namespace', () => {
    const { core } = createTestCore()
    setConnectors(core, {
      connectors: [injected, { ...injected, chain: 'solana', chains: [solana] }],
    })
    setConnectors(core, { connectors: [{ ...injected, name: 'MetaMask 2' }] })
    expect(core.state.connectors.allConnectors.map((c) => [c.chain, c.name])).toEqual([
      ['eip155', 'MetaMask 2'],
      ['solana', 'MetaMask'],
    ])
  })

  it('keeps provider objects out of the reactive proxy', () => {
    const { core } = createTestCore()
    const provider = { request: async () => null, nested: { listeners: [] as unknown[] } }
    setConnectors(core, {
      connectors: [
        { ...injected, provider },
        { ...injected, id: 'x', provider: 'id' },
      ],
    })
    const stored = core.state.connectors.allConnectors[0]
    expect(stored?.provider).toBe(provider)
    expect(snapshot(core.state.connectors).allConnectors[0]?.provider).toBe(provider)
    expect(core.state.connectors.allConnectors[1]?.provider).toBe('id')
  })

  it('finds connectors by id, per namespace and inside multi-chain connectors', () => {
    const { core } = createTestCore()
    setConnectors(core, {
      connectors: [
        injected,
        {
          id: 'multi',
          type: 'MULTI_CHAIN',
          name: 'Multi',
          chain: 'eip155',
          chains: [],
          connectors: [{ ...injected, id: 'phantom', chain: 'solana', chains: [solana] }],
        },
      ],
    })
    expect(getConnectorById(core, { id: 'io.metamask' })?.name).toBe('MetaMask')
    expect(getConnectorById(core, { id: 'io.metamask', namespace: 'solana' })).toBeUndefined()
    expect(getConnectorById(core, { id: 'phantom', namespace: 'solana' })?.chain).toBe('solana')
    expect(getConnectorById(core, { id: 'unknown' })).toBeUndefined()
  })
})
