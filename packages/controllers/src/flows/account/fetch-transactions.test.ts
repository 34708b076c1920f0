import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { polygon } from '../../test-utils/networks.ts'
import { spamTransfer, transaction } from '../../test-utils/transactions.ts'
import { connect } from '../connect/connect.ts'
import { switchNetwork } from '../network/switch-network.ts'
import { fetchTransactions } from './fetch-transactions.ts'

function setup(pages: Record<string, { status?: number; json?: unknown }>) {
  const fetch = createFakeApi({
    route: (request) =>
      request.path === `/v1/account/${EVM_ADDRESS}/history`
        ? pages[`${request.query.chainId}|${request.query.cursor ?? ''}`]
        : undefined,
  })
  const context = createCoreWithWallets({
    fetch,
    apiUrl: 'https://api.test',
    projectId: 'p1',
  })
  const events: { event: string; properties?: unknown }[] = []
  context.core.runtime.eventListeners.add((record) =>
    events.push({
      event: record.data.event,
      properties: record.data.type === 'track' ? record.data.properties : undefined,
    }),
  )
  return { ...context, fetch, events }
}

describe('fetchTransactions', () => {
  it("throws Transactions can't be fetched without an accountAddress", async () => {
    const { core } = setup({})
    await expect(fetchTransactions(core)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })

  it('loads page after page with the cursor, showing only this chain and no spam', async () => {
    const { core, fetch } = setup({
      'eip155:1|': {
        json: {
          data: [
            transaction('t1', '2024-03-02T00:00:00Z'),
            transaction('t2', '2024-03-01T00:00:00Z', 'eip155:137'),
            transaction('t3', '2024-02-01T00:00:00Z', 'eip155:1', [spamTransfer]),
          ],
          next: 'page-2',
        },
      },
      'eip155:1|page-2': {
        json: { data: [transaction('t4', '2023-12-01T00:00:00Z')], next: null },
      },
    })
    await connect(core, { connectorId: 'io.metamask' })
    const pending = fetchTransactions(core)
    expect(core.state.transactions.loading).toBe(true)
    await pending
    expect(core.state.transactions).toMatchObject({ loading: false, empty: false, next: 'page-2' })
    expect(core.state.transactions.transactions.map((item) => item.id)).toEqual(['t1'])
    await fetchTransactions(core)
    expect(fetch.apiCalls().map((call) => call.query.cursor)).toEqual([undefined, 'page-2'])
    const state = core.state.transactions
    expect(state.transactions.map((item) => item.id)).toEqual(['t1', 't4'])
    expect(Object.keys(state.transactionsByYear)).toEqual(['2023', '2024'])
    expect(state.next).toBeUndefined()
  })

  it('sets empty when the account has nothing', async () => {
    const { core } = setup({ 'eip155:1|': { json: { data: [], next: null } } })
    await fetchTransactions(core, { accountAddress: EVM_ADDRESS })
    expect(core.state.transactions.empty).toBe(true)
  })

  it('shows Failed to fetch transactions, tracks ERROR_FETCH_TRANSACTIONS, leaves an empty set', async () => {
    const { core, events } = setup({ 'eip155:1|': { status: 400 } })
    await fetchTransactions(core, { accountAddress: EVM_ADDRESS })
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'FAILED_TO_FETCH_TRANSACTIONS' },
    })
    expect(core.state.transactions).toMatchObject({ loading: false, empty: true, next: undefined })
    expect(events).toContainEqual({
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: {
        address: EVM_ADDRESS,
        projectId: 'p1',
        cursor: undefined,
        isSmartAccount: true,
      },
    })
  })

  it('starts over on another network', async () => {
    const { core } = setup({
      'eip155:1|': { json: { data: [transaction('t1', '2024-03-02T00:00:00Z')], next: 'more' } },
      'eip155:137|': {
        json: { data: [transaction('p1', '2024-03-02T00:00:00Z', 'eip155:137')], next: null },
      },
    })
    await connect(core, { connectorId: 'io.metamask' })
    await fetchTransactions(core)
    await switchNetwork(core, { caipNetwork: polygon })
    await fetchTransactions(core)
    expect(core.state.transactions.transactions.map((item) => item.id)).toEqual(['p1'])
    expect(core.state.transactions.lastNetworkInView).toBe('eip155:137')
  })
})
