/** A key-value cache whose entries expire; values are JSON (they may cross processes). */
export type SharedCache = {
  /** The value stored under `key`, or undefined when absent, expired or unreachable. */
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown, ttlMs: number): Promise<void>
  /** Drops `keys` for every process sharing the cache. */
  delete(keys: readonly string[]): Promise<void>
}

/** The state of one fixed window after a hit. */
export type WindowCount = {
  count: number
  /** Millisecond timestamp at which the window ends. */
  resetAt: number
}

/** Fixed-window counters: windows start at multiples of `windowMs`, the same in every process. */
export type WindowCounter = {
  /** Counts one hit on `key` in the current window; throws {@link SharedStateUnavailableError}. */
  hit(key: string, windowMs: number): Promise<WindowCount>
}

/** Caches and counters, in this process (`memory`) or shared through Redis (`redis`). */
export type SharedState = {
  kind: 'memory' | 'redis'
  cache: SharedCache
  counter: WindowCounter
  /** Whether the store answers now (Redis: a PING within the command timeout); memory: always. */
  ping(): Promise<boolean>
  /** Releases the connection; safe to call twice. */
  close(): Promise<void>
}

/** The first millisecond of the fixed window `now` falls in. */
export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs
}
