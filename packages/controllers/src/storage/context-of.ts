import type { AppKitCore } from '../core/types.ts'
import type { TtlCacheContext } from './ttl-cache.ts'

/** The storage context of an instance: its storage, logger, clock and lock table. */
export function storageContextOf(core: AppKitCore): TtlCacheContext {
  const { storage, logger, clock } = core.services
  return { storage, logger, clock, locks: core.runtime.storageLocks }
}
