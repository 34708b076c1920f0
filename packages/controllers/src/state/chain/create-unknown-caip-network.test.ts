import { describe, expect, it } from 'vitest'
import { createUnknownCaipNetwork } from './create-unknown-caip-network.ts'

describe('createUnknownCaipNetwork', () => {
  it('builds a placeholder with a numeric id on eip155 and the given currency', () => {
    const network = createUnknownCaipNetwork({
      namespace: 'eip155',
      chainId: '10',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })
    expect(network).toMatchObject({
      id: 10,
      caipNetworkId: 'eip155:10',
      name: 'Unknown Network',
      nativeCurrency: { symbol: 'ETH' },
    })
  })

  it('keeps string ids elsewhere', () => {
    const network = createUnknownCaipNetwork({ namespace: 'solana', chainId: 'abc' })
    expect(network.id).toBe('abc')
    expect(network.nativeCurrency.symbol).toBe('')
  })
})
