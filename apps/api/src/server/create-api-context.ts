import { PORTFOLIO_CACHE_TTL_MS } from '@openappkit/common'
import { createChainRegistry } from '../chains/index.ts'
import type { ApiConfig } from '../config/index.ts'
import type { ApiDatabase } from '../db/index.ts'
import { createPriceTable } from '../prices/index.ts'
import { createSiwxService } from '../siwx/index.ts'
import { createTokenList } from '../tokens/index.ts'
import type { ApiClock, ApiContext, ApiLogger } from './api-context.ts'
import { createTtlCache } from './ttl-cache.ts'

/** Parameters of {@link createApiContext}. */
export type CreateApiContextParameters = {
  config: ApiConfig
  database: ApiDatabase
  logger: ApiLogger
  clock?: ApiClock | undefined
}

const BALANCE_CACHE_ENTRIES = 10_000

/** Builds the shared state of one server: chain clients, token list, prices, caches. */
export function createApiContext(parameters: CreateApiContextParameters): ApiContext {
  const { config, database, logger } = parameters
  const clock = parameters.clock ?? { now: () => Date.now() }
  const chains = createChainRegistry(config)
  const canonicalId = (id: string) => chains.find(id)?.caipNetworkId
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
    balanceCache: createTtlCache({
      ttlMs: PORTFOLIO_CACHE_TTL_MS,
      maxEntries: BALANCE_CACHE_ENTRIES,
      clock,
    }),
  }
}
