import type { CaipNetworkId } from '@openappkit/common/caip'
import type { Transaction } from '../../api/schemas/transaction.ts'

/** Transactions of one month, newest first. */
export type TransactionsByMonth = Record<number, Transaction[]>

/**
 * Transactions grouped by year, then month (0-11), each month newest first
 * (docs/project/behaviour.md §3).
 */
export type TransactionsByYear = Record<number, TransactionsByMonth>

/** Transaction history state of docs/project/behaviour.md §3. */
export type TransactionsState = {
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  /** Network whose history is loaded; another network starts over. */
  lastNetworkInView: CaipNetworkId | undefined
  loading: boolean
  /** Nothing to show. */
  empty: boolean
  /** Cursor of the next page; `undefined` when there is none. */
  next: string | undefined
  /** The last page failed to load (the views show an error state with a retry). */
  failed: boolean
  /**
   * Transactions sent from the modal that the history does not list yet (its indexer follows
   * the chain): shown at once, pending until mined, dropped when a page lists them.
   */
  sent: Transaction[]
}
