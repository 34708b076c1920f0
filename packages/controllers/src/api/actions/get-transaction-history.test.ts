import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { getTransactionHistory } from './get-transaction-history.ts'

const transaction = {
  id: 't1',
  metadata: { minedAt: '2024-01-01T00:00:00Z', chain: 'eip155:1' },
  transfers: null,
}

describe('getTransactionHistory', () => {
  it('GETs /v1/account/{account}/history with cursor and chainId', async () => {
    const { client, calls } = createTestApiClient({
      route: () => ({ json: { data: [transaction], next: 'c2' } }),
    })
    const result = await getTransactionHistory(client, {
      account: '0xabc',
      caipNetworkId: 'eip155:1',
      cursor: 'c1',
    })
    expect(result.next).toBe('c2')
    expect(result.data[0]?.transfers).toEqual([])
    expect(calls()[0]?.path).toBe('/v1/account/0xabc/history')
    expect(calls()[0]?.query).toMatchObject({ cursor: 'c1', chainId: 'eip155:1' })
  })

  it('reads an empty cursor as the end', async () => {
    const { client } = createTestApiClient({ route: () => ({ json: { data: [], next: '' } }) })
    const result = await getTransactionHistory(client, {
      account: '0xabc',
      caipNetworkId: 'eip155:1',
    })
    expect(result).toEqual({ data: [], next: undefined })
  })

  it('returns no transactions on an unsupported network', async () => {
    const { client, calls } = createTestApiClient({ supported: ['eip155:137'] })
    expect(
      await getTransactionHistory(client, { account: '0xabc', caipNetworkId: 'eip155:1' }),
    ).toEqual({ data: [], next: undefined })
    expect(calls()).toHaveLength(0)
  })

  it('refuses a missing account', async () => {
    const { client } = createTestApiClient()
    await expect(
      getTransactionHistory(client, { account: '', caipNetworkId: 'eip155:1' }),
    ).rejects.toThrow("Transactions can't be fetched without an accountAddress")
  })
})
