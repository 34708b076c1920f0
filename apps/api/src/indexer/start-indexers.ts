import type { ApiContext } from '../server/api-context.ts'
import { createEvmIndexer } from './evm-indexer.ts'
import { createIndexerLease, defaultLeaseHolder, type IndexerLease } from './indexer-lease.ts'
import type { Worker } from './polling-worker.ts'
import { createSolanaIndexer } from './solana-indexer.ts'

/**
 * Starts the indexer of every chain that has it enabled, each behind its chain's lease (so any
 * number of processes may run this: one indexes each chain, the others wait to take over);
 * returns one worker stopping them all and giving the leases up.
 */
export function startIndexers(context: ApiContext): Worker {
  const holder = defaultLeaseHolder()
  const leases: IndexerLease[] = []
  const leaseOf = (chainId: string) => {
    const lease = createIndexerLease({
      db: context.db,
      chainId,
      holder,
      ttlMs: context.config.indexerLease.ttlMs,
      renewMs: context.config.indexerLease.renewMs,
      logger: context.logger,
    })
    leases.push(lease)
    return lease
  }
  const workers: Worker[] = [
    ...context.chains.evmChains
      .filter((chain) => chain.config.indexer.enabled)
      .map((chain) =>
        createEvmIndexer(context, chain, { lease: leaseOf(chain.config.caipNetworkId) }),
      ),
    ...context.chains.solanaChains
      .filter((chain) => chain.config.indexer.enabled)
      .map((chain) =>
        createSolanaIndexer(context, chain, { lease: leaseOf(chain.config.caipNetworkId) }),
      ),
  ]
  const startAll = () => {
    for (const lease of leases) lease.start()
    for (const worker of workers) worker.start()
  }
  startAll()
  return {
    start: startAll,
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.stop()))
      await Promise.all(leases.map((lease) => lease.stop()))
    },
  }
}
