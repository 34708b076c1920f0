import { describe, expect, it } from 'vitest'
import { approvedNamespaces, withAccount } from './session-namespaces.ts'

const proposal = (chains: string[]) =>
  ({
    requiredNamespaces: {},
    optionalNamespaces: { eip155: { chains, methods: ['personal_sign'], events: [] } },
  }) as unknown as Parameters<typeof approvedNamespaces>[0]

describe('the namespaces the WalletConnect test wallet approves', () => {
  it('offers the proposed chains it has a node for, its account on each', () => {
    const namespaces = approvedNamespaces(
      proposal(['eip155:1', 'eip155:31337']),
      [31337, 31338],
      '0xabc',
    )
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:31337'],
      accounts: ['eip155:31337:0xabc'],
      events: ['accountsChanged', 'chainChanged'],
    })
  })

  it('offers all its chains when the proposal names none of them, and swaps the account', () => {
    const namespaces = approvedNamespaces(proposal(['eip155:1']), [31337, 31338], '0xabc')
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(withAccount(namespaces, '0xdef').eip155?.accounts).toEqual([
      'eip155:31337:0xdef',
      'eip155:31338:0xdef',
    ])
  })
})
