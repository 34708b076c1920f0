import { describe, expect, it } from 'vitest'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { transaction } from '../../test-utils/transactions.ts'
import { connect } from '../connect/connect.ts'
import { fetchTransactions } from './fetch-transactions.ts'
import { refreshTransactions } from './refresh-transactions.ts'

type Reply = { status?: number; json?: unknown }

/** A connected core whose history answers from `pages` (cursor → reply), changeable by tests. */
async function setup(pages: Record<string, Reply>) {
  const fetch = createFakeApi({
    route: (request) =>
      request.path === `/v1/account/${EVM_ADDRESS}/history`
        ? pages[request.query.cursor ?? '']
        : undefined,
  })
  const context = createCoreWithWallets({ fetch, apiUrl: 'https://api.test', projectId: 'p1' })
  await connect(context.core, { connectorId: 'io.metamask' })
  return { ...context, fetch, pages }
}

const ids = (core: Awaited<ReturnType<typeof setup>>['core']) =>
  core.state.transactions.transactions.map((item) => item.id)

describe('refreshTransactions', () => {
  it('loads the first page when nothing is listed yet', async () => {
    const { core } = await setup({
      '': { json: { data: [transaction('t1', '2024-03-02T00:00:00Z')], next: null } },
    })
    await refreshTransactions(core)
    expect(ids(core)).toEqual(['t1'])
  })

  it('puts transactions made since on top and keeps the pages already loaded', async () => {
    const { core, pages } = await setup({
      '': { json: { data: [transaction('t2', '2024-03-02T00:00:00Z')], next: 'page-2' } },
      'page-2': { json: { data: [transaction('t1', '2024-03-01T00:00:00Z')], next: null } },
    })
    await fetchTransactions(core)
    await fetchTransactions(core)
    expect(ids(core)).toEqual(['t2', 't1'])
    pages[''] = {
      json: {
        data: [
          transaction('t3', '2024-03-03T00:00:00Z'),
          transaction('t2', '2024-03-02T00:00:00Z'),
        ],
        next: 'page-2',
      },
    }
    await refreshTransactions(core)
    expect(ids(core)).toEqual(['t3', 't2', 't1'])
    expect(core.state.transactions.transactionsByYear[2024]?.[2]?.map((item) => item.id)).toEqual([
      't3',
      't2',
      't1',
    ])
    expect(core.state.transactions).toMatchObject({ loading: false, empty: false, next: undefined })
  })

  it('starts over from the new first page when it shares nothing with the list (no gap)', async () => {
    const { core, pages } = await setup({
      '': { json: { data: [transaction('old', '2024-01-01T00:00:00Z')], next: null } },
    })
    await fetchTransactions(core)
    pages[''] = { json: { data: [transaction('new', '2024-03-03T00:00:00Z')], next: 'more' } }
    await refreshTransactions(core)
    expect(ids(core)).toEqual(['new'])
    expect(core.state.transactions.next).toBe('more')
    expect(Object.keys(core.state.transactions.transactionsByYear[2024] ?? {})).toEqual(['2'])
  })

  it('shows Failed to fetch transactions and tracks it when the page cannot be read again', async () => {
    const { core, pages } = await setup({
      '': { json: { data: [transaction('t1', '2024-03-02T00:00:00Z')], next: null } },
    })
    const events: string[] = []
    core.runtime.eventListeners.add((record) => events.push(record.data.event))
    await fetchTransactions(core)
    pages[''] = { status: 400 }
    await refreshTransactions(core)
    expect(core.state.toast).toMatchObject({
      variant: 'error',
      message: { code: 'FAILED_TO_FETCH_TRANSACTIONS' },
    })
    expect(core.state.transactions).toMatchObject({ loading: false, empty: true })
    expect(events).toContain('ERROR_FETCH_TRANSACTIONS')
  })
})
