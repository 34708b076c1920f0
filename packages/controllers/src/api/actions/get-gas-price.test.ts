import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getGasPrice } from './get-gas-price.ts'

describe('getGasPrice', () => {
  it('GETs /v1/convert/gas-price with chainId', async () => {
    const prices = { standard: '1', fast: '2', instant: '3' }
    const { client, calls } = createTestApiClient({ route: () => ({ json: prices }) })
    expect(await getGasPrice(client, { caipNetworkId: 'eip155:1' })).toEqual(prices)
    expect(calls()[0]?.query.chainId).toBe('eip155:1')
  })

  it('throws Network not supported for Gas Price on an unsupported network', async () => {
    const { client } = createTestApiClient({ supported: [] })
    await expect(getGasPrice(client, { caipNetworkId: 'eip155:1' })).rejects.toThrow(
      'Network not supported for Gas Price',
    )
  })
})
