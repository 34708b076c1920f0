import type { TtlCacheContext } from '../platform/storage/ttl-cache.ts'
import type { BlockchainApiClient } from './blockchain-api-client.ts'

/** The TTL cache context of a client, when it was given a storage. */
export function cacheContextOf(client: BlockchainApiClient): TtlCacheContext | undefined {
  if (!client.storage) return undefined
  return {
    storage: client.storage,
    clock: client.clock,
    logger: client.logger,
    locks: client.storageLocks,
  }
}
