import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { spamTransfer, transaction } from '../../test-utils/transactions.ts'
import {
  appendTransactions,
  failTransactionsFetch,
  resetTransactions,
  startTransactionsFetch,
} from './transactions-actions.ts'
import { createTransactionsState } from './transactions-state.ts'

describe('transactions actions', () => {
  it('marks loading and the network in view', () => {
    const { core } = createTestCore()
    startTransactionsFetch(core, 'eip155:1')
    expect(core.state.transactions).toMatchObject({ loading: true, lastNetworkInView: 'eip155:1' })
  })

  it('appends a page: other chains and spam hidden, grouped, cursor moved', () => {
    const { core } = createTestCore()
    startTransactionsFetch(core, 'eip155:1')
    appendTransactions(core, {
      caipNetworkId: 'eip155:1',
      next: 'cursor-2',
      data: [
        transaction('mine', '2024-02-01T00:00:00Z'),
        transaction('other-chain', '2024-02-02T00:00:00Z', 'eip155:137'),
        transaction('spam', '2024-02-03T00:00:00Z', 'eip155:1', [spamTransfer]),
      ],
    })
    const state = core.state.transactions
    expect(state.transactions.map((item) => item.id)).toEqual(['mine'])
    expect(state.transactionsByYear[2024]?.[1]?.map((item) => item.id)).toEqual(['mine'])
    expect(state).toMatchObject({ loading: false, empty: false, next: 'cursor-2' })

    appendTransactions(core, {
      caipNetworkId: 'eip155:1',
      next: undefined,
      data: [
        transaction('older', '2024-01-01T00:00:00Z'),
        transaction('mine', '2024-02-01T00:00:00Z'),
      ],
    })
    expect(state.transactions.map((item) => item.id)).toEqual(['mine', 'older'])
    expect(state.next).toBeUndefined()
  })

  it('is empty when nothing is left to show', () => {
    const { core } = createTestCore()
    appendTransactions(core, {
      caipNetworkId: 'eip155:1',
      next: undefined,
      data: [transaction('spam', '2024-02-03T00:00:00Z', 'eip155:1', [spamTransfer])],
    })
    expect(core.state.transactions.empty).toBe(true)
  })

  it('records a failure as an empty set without cursor, and resets everything', () => {
    const { core } = createTestCore()
    appendTransactions(core, {
      caipNetworkId: 'eip155:1',
      next: 'c',
      data: [transaction('a', '2024-02-01T00:00:00Z')],
    })
    startTransactionsFetch(core, 'eip155:1')
    failTransactionsFetch(core)
    expect(core.state.transactions).toMatchObject({
      loading: false,
      empty: true,
      next: undefined,
      failed: true,
    })
    startTransactionsFetch(core, 'eip155:1')
    expect(core.state.transactions.failed).toBe(false)
    resetTransactions(core)
    expect(core.state.transactions).toEqual(createTransactionsState())
  })
})
