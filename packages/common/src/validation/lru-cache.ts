import { AppKitError } from '../errors/app-kit-error.ts'

/**
 * A bounded map that forgets its least recently used entry when full. Relies on `Map` keeping
 * insertion order: re-inserting on read moves an entry to the "most recent" end.
 */
export class LruCache<Key, Value> {
  readonly capacity: number
  readonly #entries = new Map<Key, Value>()

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new AppKitError('INVALID_CACHE_CAPACITY', { params: { capacity } })
    }
    this.capacity = capacity
  }

  /** Number of entries currently held. */
  get size(): number {
    return this.#entries.size
  }

  /** Whether `key` is held, without refreshing its recency. */
  has(key: Key): boolean {
    return this.#entries.has(key)
  }

  /** The value of `key` (marking it most recently used), or `undefined`. */
  get(key: Key): Value | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key) as Value
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  /** Stores `value` as the most recently used entry, evicting the oldest one past capacity. */
  set(key: Key, value: Value): this {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
    return this
  }

  /** Removes `key`; returns whether it was held. */
  delete(key: Key): boolean {
    return this.#entries.delete(key)
  }

  /** Removes every entry. */
  clear(): void {
    this.#entries.clear()
  }
}
