import { createBalanceCache } from '../balance/balance-cache.ts'
import { createChainRegistry } from '../chains/index.ts'
import type { ApiConfig } from '../config/index.ts'
import type { ApiDatabase } from '../db/index.ts'
import { type ApiMetrics, createApiMetrics } from '../operations/api-metrics.ts'
import { createPriceTable } from '../prices/index.ts'
import { createMemorySharedState, type SharedState } from '../shared-state/index.ts'
import { createSiwxService } from '../siwx/index.ts'
import { createTokenList } from '../tokens/index.ts'
import type { ApiClock, ApiContext, ApiLogger } from './api-context.ts'

/** Parameters of {@link createApiContext}. */
export type CreateApiContextParameters = {
  config: ApiConfig
  database: ApiDatabase
  logger: ApiLogger
  clock?: ApiClock | undefined
  /** Caches and counters (default: this process's memory). */
  sharedState?: SharedState | undefined
  /** The metrics registry (default: a new one, with Node's process metrics). */
  metrics?: ApiMetrics | undefined
}

/** Builds the shared state of one server: chain clients, token list, prices, caches. */
export function createApiContext(parameters: CreateApiContextParameters): ApiContext {
  const { config, database, logger } = parameters
  const clock = parameters.clock ?? { now: () => Date.now() }
  const chains = createChainRegistry(config)
  const canonicalId = (id: string) => chains.find(id)?.caipNetworkId
  const sharedState = parameters.sharedState ?? createMemorySharedState({ clock })
  const metrics = parameters.metrics ?? createApiMetrics()
  return {
    siwx: createSiwxService({ config, db: database.db, clock }),
    config,
    db: database.db,
    dialect: database.dialect,
    chains,
    clock,
    logger,
    tokens: createTokenList(config, canonicalId),
    prices: createPriceTable(config, canonicalId),
    sharedState,
    balanceCache: createBalanceCache(sharedState.cache, {
      onLookup: (hit) => metrics.countBalanceCache(hit),
    }),
    metrics,
  }
}
