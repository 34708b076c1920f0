import { describe, expect, it } from 'vitest'
import { accountsOfNamespace } from './session-accounts.ts'

describe('accountsOfNamespace', () => {
  it('keeps the namespace accounts, split into chain and address', () => {
    const accounts = accountsOfNamespace(
      [
        'eip155:1:0xabc',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:9xQe',
        'polkadot:91b171bb158e2d3848fa23a9f1c25182:5Grw',
        'broken',
        'solana::x',
      ],
      'solana',
    )
    expect(accounts).toEqual([
      {
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address: '9xQe',
      },
    ])
  })
})
