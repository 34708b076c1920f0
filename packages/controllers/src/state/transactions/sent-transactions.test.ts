import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { transaction } from '../../test-utils/transactions.ts'
import {
  addSentTransaction,
  dropListedSent,
  setSentTransactionStatus,
} from './sent-transactions.ts'
import { resetTransactions } from './transactions-actions.ts'

describe('sent transactions', () => {
  it('keeps a sent transaction until a page lists it; a reload of the pages keeps it, a reset not', () => {
    const { core } = createTestCore()
    const pending = transaction('0xAB', '2024-03-01T00:00:00Z')
    addSentTransaction(core, pending)
    addSentTransaction(core, transaction('0xcd', '2024-03-02T00:00:00Z'))
    setSentTransactionStatus(core, { id: '0xAB', status: 'confirmed' })
    const state = core.state.transactions
    expect(state.sent.map((item) => [item.id, item.metadata.status])).toEqual([
      ['0xcd', undefined],
      ['0xAB', 'confirmed'],
    ])
    dropListedSent(core, [transaction('0xef', '2024-03-01T00:00:00Z')])
    expect(state.sent).toHaveLength(2)
    resetTransactions(core, { keepSent: true })
    expect(state.sent).toHaveLength(2)
    // The indexer lists it (its ids are lower-case): the history's entry is the one shown.
    dropListedSent(core, [transaction('0xab', '2024-03-01T00:00:00Z')])
    expect(state.sent.map((item) => item.id)).toEqual(['0xcd'])
    resetTransactions(core)
    expect(state.sent).toEqual([])
  })
})
