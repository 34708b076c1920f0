import type { KeyValueStorage, Logger, WebStorageLike } from './types.ts'

/** Parameters of {@link createWebStorage}. */
export type CreateWebStorageParameters = {
  storage: WebStorageLike
  logger?: Logger | undefined
}

/**
 * Wraps `window.localStorage` (or any Web Storage). Browsers throw on quota or in sandboxed
 * frames; a storage failure must never break a connection, so reads fall back to `null` and
 * writes are dropped with a warning.
 */
export function createWebStorage({ storage, logger }: CreateWebStorageParameters): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return storage.getItem(key)
      } catch (error) {
        logger?.warn(`storage read failed: ${key}`, error)
        return null
      }
    },
    setItem(key, value) {
      try {
        storage.setItem(key, value)
      } catch (error) {
        logger?.warn(`storage write failed: ${key}`, error)
      }
    },
    removeItem(key) {
      try {
        storage.removeItem(key)
      } catch (error) {
        logger?.warn(`storage remove failed: ${key}`, error)
      }
    },
  }
}
