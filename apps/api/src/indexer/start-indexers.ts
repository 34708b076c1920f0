import type { ApiContext } from '../server/api-context.ts'
import { createEvmIndexer } from './evm-indexer.ts'
import type { Worker } from './polling-worker.ts'
import { createSolanaIndexer } from './solana-indexer.ts'

/** Starts the indexer of every chain that has it enabled; returns one worker stopping them all. */
export function startIndexers(context: ApiContext): Worker {
  const workers: Worker[] = [
    ...context.chains.evmChains
      .filter((chain) => chain.config.indexer.enabled)
      .map((chain) => createEvmIndexer(context, chain)),
    ...context.chains.solanaChains
      .filter((chain) => chain.config.indexer.enabled)
      .map((chain) => createSolanaIndexer(context, chain)),
  ]
  const startAll = () => {
    for (const worker of workers) worker.start()
  }
  startAll()
  return {
    start: startAll,
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()))
    },
  }
}
