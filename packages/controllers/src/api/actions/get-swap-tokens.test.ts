import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getSwapTokens } from './get-swap-tokens.ts'

describe('getSwapTokens', () => {
  it('GETs /v1/convert/tokens with chainId', async () => {
    const token = { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xusdc', decimals: 6 }
    const { client, calls } = createTestApiClient({ route: () => ({ json: { tokens: [token] } }) })
    expect(await getSwapTokens(client, { caipNetworkId: 'eip155:1' })).toEqual({ tokens: [token] })
    expect(calls()[0]?.query.chainId).toBe('eip155:1')
  })

  it('returns no tokens on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    expect(await getSwapTokens(client, { caipNetworkId: 'eip155:1' })).toEqual({ tokens: [] })
  })
})
