export { forwardCacheDeletes, relayCacheDeletes } from './cluster-cache-deletes.ts'
export {
  type CreateMemorySharedStateParameters,
  createMemorySharedState,
} from './memory-shared-state.ts'
export { type OpenSharedStateParameters, openSharedState } from './open-shared-state.ts'
export {
  type ConnectRedisSharedStateParameters,
  connectRedisSharedState,
} from './redis-shared-state.ts'
export type { SharedCache, SharedState, WindowCount, WindowCounter } from './shared-state.ts'
export { windowStart } from './shared-state.ts'
export { SharedStateUnavailableError } from './shared-state-error.ts'
