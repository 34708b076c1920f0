import type { CaipNetworkId } from '@openappkit/common/caip'
import type { Transaction } from '../../api/schemas/transaction.ts'
import type { AppKitCore } from '../../core/types.ts'
import { groupTransactionsByYear } from './group-transactions-by-year.ts'
import { isSpamTransaction } from './is-spam-transaction.ts'
import { createTransactionsState } from './transactions-state.ts'

/** Marks a history fetch as running (docs/project/behaviour.md §4) for `caipNetworkId`. */
export function startTransactionsFetch(core: AppKitCore, caipNetworkId: CaipNetworkId): void {
  core.state.transactions.loading = true
  core.state.transactions.failed = false
  core.state.transactions.lastNetworkInView = caipNetworkId
}

export type AppendTransactionsParameters = {
  data: readonly Transaction[]
  next: string | undefined
  /**
   * The connected network: transactions of other chains are dropped (docs/project/behaviour.md §4).
   */
  caipNetworkId: CaipNetworkId
}

/**
 * Appends one page (docs/project/behaviour.md §4): spam-only transactions and other chains' are
 * hidden, the rest appended and grouped by year and month, the cursor moves on, `empty` when
 * nothing is listed.
 */
export function appendTransactions(
  core: AppKitCore,
  { data, next, caipNetworkId }: AppendTransactionsParameters,
): void {
  const state = core.state.transactions
  const shown = data.filter(
    (transaction) =>
      !isSpamTransaction(transaction) && transaction.metadata.chain === caipNetworkId,
  )
  const known = new Set(state.transactions.map((transaction) => transaction.id))
  state.transactions = [...state.transactions, ...shown.filter((item) => !known.has(item.id))]
  state.transactionsByYear = groupTransactionsByYear(state.transactionsByYear, shown)
  state.empty = state.transactions.length === 0
  state.next = next
  state.loading = false
}

export type MergeNewestTransactionsParameters = {
  /** The history's first page, read again. */
  data: readonly Transaction[]
  caipNetworkId: CaipNetworkId
}

/**
 * Puts a re-read first page on top of what is listed: new transactions first, known ones
 * replaced (a status may have changed); the cursor of the pages already loaded stays.
 */
export function mergeNewestTransactions(
  core: AppKitCore,
  { data, caipNetworkId }: MergeNewestTransactionsParameters,
): void {
  const state = core.state.transactions
  const shown = data.filter(
    (transaction) =>
      !isSpamTransaction(transaction) && transaction.metadata.chain === caipNetworkId,
  )
  const fresh = new Map(shown.map((transaction) => [transaction.id, transaction]))
  const known = new Set(state.transactions.map((transaction) => transaction.id))
  state.transactions = [
    ...shown.filter((transaction) => !known.has(transaction.id)),
    ...state.transactions.map((transaction) => fresh.get(transaction.id) ?? transaction),
  ]
  state.transactionsByYear = groupTransactionsByYear(state.transactionsByYear, shown)
  state.empty = state.transactions.length === 0
  state.loading = false
}

/** Records a failed fetch (docs/project/behaviour.md §4): no cursor, empty set. */
export function failTransactionsFetch(core: AppKitCore): void {
  Object.assign(core.state.transactions, {
    loading: false,
    empty: true,
    next: undefined,
    failed: true,
  })
}

export type ResetTransactionsParameters = {
  /** Keeps the transactions sent from the modal (a reload of the pages, not a disconnect). */
  keepSent?: boolean | undefined
}

/** Clears the whole history state (docs/project/behaviour.md §4 reset). */
export function resetTransactions(
  core: AppKitCore,
  { keepSent = false }: ResetTransactionsParameters = {},
): void {
  const { sent } = core.state.transactions
  Object.assign(core.state.transactions, createTransactionsState(), keepSent ? { sent } : {})
}
