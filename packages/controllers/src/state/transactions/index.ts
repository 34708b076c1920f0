export { groupTransactionsByYear } from './group-transactions-by-year.ts'
export { isSpamTransaction } from './is-spam-transaction.ts'
export {
  addSentTransaction,
  dropListedSent,
  type SetSentTransactionStatusParameters,
  setSentTransactionStatus,
} from './sent-transactions.ts'
export {
  type AppendTransactionsParameters,
  appendTransactions,
  failTransactionsFetch,
  type MergeNewestTransactionsParameters,
  mergeNewestTransactions,
  type ResetTransactionsParameters,
  resetTransactions,
  startTransactionsFetch,
} from './transactions-actions.ts'
export type { TransactionsByMonth, TransactionsByYear, TransactionsState } from './types.ts'
