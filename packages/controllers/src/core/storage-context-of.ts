import type { TtlCacheContext } from '../platform/storage/ttl-cache.ts'
import type { AppKitCore } from './types.ts'

/** The storage context of an instance: its storage, logger, clock and lock table. */
export function storageContextOf(core: AppKitCore): TtlCacheContext {
  const { storage, logger, clock } = core.services
  return { storage, logger, clock, locks: core.runtime.storageLocks }
}
