export { createEvmIndexer, type EvmIndexer } from './evm-indexer.ts'
export {
  deleteFromBlock,
  type IndexedBatch,
  insertIndexedBatch,
  touchedAccounts,
} from './indexed-batch.ts'
export {
  type CreatePollingWorkerParameters,
  createPollingWorker,
  type Worker,
} from './polling-worker.ts'
export { createSolanaIndexer, syncSolanaAccount, watchSolanaAccount } from './solana-indexer.ts'
export { startIndexers } from './start-indexers.ts'
