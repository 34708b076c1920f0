import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { getWalletCatalogue } from './get-wallet-catalogue.ts'

const wallet = (index: number) => ({
  id: `w${index}`,
  name: `Wallet ${index}`,
  namespaces: ['eip155'],
})

describe('getWalletCatalogue', () => {
  it('GETs /v1/wallets with the filters and follows the pages', async () => {
    const { client, calls } = createTestApiClient({
      route: ({ query }) => {
        const page = Number(query.page)
        const data = page === 1 ? Array.from({ length: 100 }, (_, i) => wallet(i)) : [wallet(100)]
        return { json: { count: 101, data } }
      },
    })
    const wallets = await getWalletCatalogue(client, {
      include: ['a', 'b'],
      exclude: [],
      namespaces: ['eip155'],
    })
    expect(wallets).toHaveLength(101)
    expect(calls().map((call) => call.query.page)).toEqual(['1', '2'])
    expect(calls()[0]?.query).toMatchObject({
      include: 'a,b',
      namespaces: 'eip155',
      entries: '100',
    })
    expect(calls()[0]?.query.exclude).toBeUndefined()
  })

  it('leaves out entries without an id or a name', async () => {
    const { client } = createTestApiClient({
      route: () => ({ json: { count: 3, data: [wallet(1), { id: 'x' }, 'junk'] } }),
    })
    expect(await getWalletCatalogue(client)).toEqual([wallet(1)])
  })

  it('asks nothing without an api', async () => {
    const client = createBlockchainApiClient({
      fetch: () => Promise.reject(new Error('no request expected')),
      clock: createManualClock(),
    })
    expect(await getWalletCatalogue(client)).toEqual([])
  })
})
