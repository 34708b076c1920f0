export { type CreateEvmIndexerOptions, createEvmIndexer, type EvmIndexer } from './evm-indexer.ts'
export {
  deleteFromBlock,
  type IndexedBatch,
  insertIndexedBatch,
  touchedAccounts,
} from './indexed-batch.ts'
export {
  type CreateIndexerLeaseParameters,
  createIndexerLease,
  defaultLeaseHolder,
  type IndexerLease,
} from './indexer-lease.ts'
export { IndexerConflictError } from './indexer-lease-error.ts'
export {
  type CreatePollingWorkerParameters,
  createPollingWorker,
  type Worker,
} from './polling-worker.ts'
export {
  type CreateSolanaIndexerOptions,
  createSolanaIndexer,
  syncSolanaAccount,
  watchSolanaAccount,
} from './solana-indexer.ts'
export { startIndexers } from './start-indexers.ts'
