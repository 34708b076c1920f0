export { groupTransactionsByYear } from './group-transactions-by-year.ts'
export { isSpamTransaction } from './is-spam-transaction.ts'
export {
  type AppendTransactionsParameters,
  addSentTransaction,
  appendTransactions,
  failTransactionsFetch,
  type MergeNewestTransactionsParameters,
  mergeNewestTransactions,
  type ResetTransactionsParameters,
  resetTransactions,
  type SetSentTransactionStatusParameters,
  setSentTransactionStatus,
  startTransactionsFetch,
} from './transactions-actions.ts'
export type { TransactionsByMonth, TransactionsByYear, TransactionsState } from './types.ts'
