import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getTokenPrice } from './get-token-price.ts'

describe('getTokenPrice', () => {
  it('POSTs /v1/fungible/price with currency usd, addresses and projectId', async () => {
    const fungible = { name: 'Ether', symbol: 'ETH', iconUrl: 'https://i.test/eth', price: 3000 }
    const { client, calls } = createTestApiClient({
      route: () => ({ json: { fungibles: [fungible] } }),
    })
    const addresses = ['eip155:1:0xeeee']
    expect(await getTokenPrice(client, { addresses })).toEqual({ fungibles: [fungible] })
    expect(calls()[0]?.method).toBe('POST')
    expect(calls()[0]?.body).toEqual({ currency: 'usd', addresses, projectId: 'p1' })
  })

  it('returns no prices on an unsupported network or without addresses', async () => {
    const { client, calls } = createTestApiClient({ supported: ['eip155:137'] })
    expect(await getTokenPrice(client, { addresses: ['eip155:1:0xeeee'] })).toEqual({
      fungibles: [],
    })
    expect(await getTokenPrice(client, { addresses: [] })).toEqual({ fungibles: [] })
    expect(calls()).toHaveLength(0)
  })
})
