import type { ApiClock } from '../server/services.ts'
import { type SharedState, windowStart } from './shared-state.ts'

/** Parameters of {@link createMemorySharedState}. */
export type CreateMemorySharedStateParameters = {
  clock: ApiClock
  /** Cache entries kept at most; the oldest goes first (default 10 000). */
  maxEntries?: number | undefined
}

// Above this many tracked windows, ended ones are swept before another is added.
const WINDOW_SWEEP_THRESHOLD = 10_000

/**
 * Caches and counters in this process (the default: one api process). Values are kept as given,
 * not copied, so callers must not mutate what they store or read.
 */
export function createMemorySharedState(
  parameters: CreateMemorySharedStateParameters,
): SharedState {
  const { clock } = parameters
  const maxEntries = parameters.maxEntries ?? 10_000
  const entries = new Map<string, { value: unknown; expiresAt: number }>()
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    kind: 'memory',
    cache: {
      async get<T>(key: string) {
        const entry = entries.get(key)
        if (!entry) return undefined
        if (entry.expiresAt <= clock.now()) {
          entries.delete(key)
          return undefined
        }
        return entry.value as T
      },
      async set(key, value, ttlMs) {
        entries.delete(key)
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next()
          if (!oldest.done) entries.delete(oldest.value)
        }
        entries.set(key, { value, expiresAt: clock.now() + ttlMs })
      },
      async delete(keys) {
        for (const key of keys) entries.delete(key)
      },
    },
    counter: {
      async hit(key, windowMs) {
        const now = clock.now()
        if (windows.size > WINDOW_SWEEP_THRESHOLD) {
          for (const [tracked, window] of windows)
            if (window.resetAt <= now) windows.delete(tracked)
        }
        const resetAt = windowStart(now, windowMs) + windowMs
        let window = windows.get(key)
        if (!window || window.resetAt !== resetAt) {
          window = { count: 0, resetAt }
          windows.set(key, window)
        }
        window.count += 1
        return { count: window.count, resetAt }
      },
    },
    ping: async () => true,
    async close() {
      entries.clear()
      windows.clear()
    },
  }
}
