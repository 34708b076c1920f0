import type { SiwxServer } from '@openappkit/siwx/server'
import type { Kysely } from 'kysely'
import type { BalanceCache } from '../balance/balance-cache.ts'
import type { ChainRegistry } from '../chains/index.ts'
import type { ApiConfig } from '../config/index.ts'
import type { Database, DatabaseDialectName } from '../db/index.ts'
import type { ApiMetrics } from '../operations/api-metrics.ts'
import type { PriceTable } from '../prices/price-table.ts'
import type { SharedState } from '../shared-state/index.ts'
import type { TokenList } from '../tokens/token-list.ts'
import type { ApiClock, ApiLogger } from './services.ts'

/** Everything a route or the indexer needs, built once per server. */
export type ApiContext = {
  config: ApiConfig
  db: Kysely<Database>
  dialect: DatabaseDialectName
  chains: ChainRegistry
  clock: ApiClock
  logger: ApiLogger
  tokens: TokenList
  prices: PriceTable
  /** Caches and rate-limit counters: this process's memory, or Redis shared by all processes. */
  sharedState: SharedState
  /** Balances by chain and account; the indexer drops entries it sees move. */
  balanceCache: BalanceCache
  /** Sign-in nonces and sessions, kept in the database. */
  siwx: SiwxServer
  /** What `/metrics` exports: requests, latencies, the balance cache, the indexers. */
  metrics: ApiMetrics
}

export type { ApiClock, ApiLogger } from './services.ts'
export { createJsonLogger, silentLogger } from './services.ts'
