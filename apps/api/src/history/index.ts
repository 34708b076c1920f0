export {
  type FormatContext,
  formatTransaction,
  type HistoryTransaction,
  type HistoryTransfer,
} from './format-transaction.ts'
export { decodeHistoryCursor, encodeHistoryCursor, type HistoryCursor } from './history-cursor.ts'
export { registerHistoryRoutes } from './history-route.ts'
export {
  type QueryHistoryPageParameters,
  type QueryHistoryPageReturnType,
  queryHistoryPage,
} from './query-history-page.ts'
