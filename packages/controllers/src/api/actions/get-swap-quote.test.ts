import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getSwapQuote } from './get-swap-quote.ts'

const parameters = {
  amount: '1000',
  userAddress: '0xuser',
  from: 'eip155:1:0xaaa',
  to: 'eip155:1:0xbbb',
  gasPrice: '10',
}

describe('getSwapQuote', () => {
  it('GETs /v1/convert/quotes with every parameter', async () => {
    const quote = { fromAmount: '1000', fromAccount: '0xaaa', toAmount: '990', toAccount: '0xbbb' }
    const { client, calls } = createTestApiClient({ route: () => ({ json: { quotes: [quote] } }) })
    expect(await getSwapQuote(client, parameters)).toEqual({ quotes: [quote] })
    expect(calls()[0]?.path).toBe('/v1/convert/quotes')
    expect(calls()[0]?.query).toMatchObject(parameters)
  })

  it('returns no quotes on an unsupported network', async () => {
    const { client, calls } = createTestApiClient({ supported: [] })
    expect(await getSwapQuote(client, parameters)).toEqual({ quotes: [] })
    expect(calls()).toHaveLength(0)
  })
})
