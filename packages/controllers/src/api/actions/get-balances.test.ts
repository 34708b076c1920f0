import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getBalances } from './get-balances.ts'

const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: 'https://i.test/eth',
}

describe('getBalances', () => {
  it('GETs /v1/account/{address}/balance in usd and caches it 30 s per CAIP address', async () => {
    const { client, calls, clock } = createTestApiClient({
      route: () => ({ json: { balances: [balance] } }),
    })
    const parameters = { address: '0xabc', caipNetworkId: 'eip155:1' as const }
    expect(await getBalances(client, parameters)).toEqual({ balances: [balance] })
    expect(calls()[0]?.path).toBe('/v1/account/0xabc/balance')
    expect(calls()[0]?.query).toMatchObject({ currency: 'usd', chainId: 'eip155:1' })
    clock.advance(29_999)
    await getBalances(client, parameters)
    expect(calls()).toHaveLength(1)
    clock.advance(1)
    await getBalances(client, parameters)
    expect(calls()).toHaveLength(2)
    await getBalances(client, { ...parameters, caipNetworkId: 'eip155:137' })
    expect(calls()).toHaveLength(3)
  })

  it('bypasses the cache with forceUpdate', async () => {
    const { client, calls } = createTestApiClient({ route: () => ({ json: { balances: [] } }) })
    const parameters = { address: '0xabc', caipNetworkId: 'eip155:1' as const }
    await getBalances(client, parameters)
    await getBalances(client, { ...parameters, forceUpdate: true })
    expect(calls()).toHaveLength(2)
    expect(calls()[1]?.query.forceUpdate).toBe('true')
  })

  it('returns no balances on an unsupported network', async () => {
    const { client, calls } = createTestApiClient({ supported: [] })
    expect(await getBalances(client, { address: '0xabc', caipNetworkId: 'eip155:1' })).toEqual({
      balances: [],
    })
    expect(calls()).toHaveLength(0)
  })
})
