import type { ApiConfig } from '../config/index.ts'
import type { ApiClock, ApiLogger } from '../server/services.ts'
import { relayCacheDeletes } from './cluster-cache-deletes.ts'
import { createMemorySharedState } from './memory-shared-state.ts'
import { connectRedisSharedState } from './redis-shared-state.ts'
import type { SharedState } from './shared-state.ts'

/** Parameters of {@link openSharedState}. */
export type OpenSharedStateParameters = {
  config: ApiConfig
  clock: ApiClock
  logger: ApiLogger
}

/** Redis when `redis.url` (REDIS_URL) is set, otherwise this process's memory. */
export async function openSharedState(parameters: OpenSharedStateParameters): Promise<SharedState> {
  const { config, clock, logger } = parameters
  if (config.redis) return connectRedisSharedState({ url: config.redis.url, clock, logger })
  return relayCacheDeletes(createMemorySharedState({ clock }))
}
