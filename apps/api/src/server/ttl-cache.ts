import type { ApiClock } from './services.ts'

/** An in-memory map whose entries expire; the oldest entry goes when it is full. */
export type TtlCache<T> = {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
}

/** Parameters of {@link createTtlCache}. */
export type CreateTtlCacheParameters = { ttlMs: number; maxEntries: number; clock: ApiClock }

/** Creates a {@link TtlCache}. */
export function createTtlCache<T>(parameters: CreateTtlCacheParameters): TtlCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= parameters.clock.now()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      entries.delete(key)
      if (entries.size >= parameters.maxEntries) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      entries.set(key, { value, expiresAt: parameters.clock.now() + parameters.ttlMs })
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}
