import { mainnet, polygon, solana, solanaDevnet } from '@openappkit/common/networks'
import { describe, expect, it } from 'vitest'
import { proposalNamespaces, WALLETCONNECT_METHODS } from './proposal-namespaces.ts'

describe('proposalNamespaces', () => {
  it('proposes every network, grouped by namespace, with that namespace’s methods', () => {
    const namespaces = proposalNamespaces([mainnet, solana, polygon, solanaDevnet, mainnet])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:137'],
      methods: [...WALLETCONNECT_METHODS],
      events: ['accountsChanged', 'chainChanged'],
    })
    expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId])
    expect(namespaces.solana?.methods).toContain('solana_signMessage')
  })
})
