/** A `localStorage` of one browser profile, in memory; `entries` shows what was written. */
export type MemoryWebStorage = {
  readonly entries: Map<string, string>
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A fresh in-memory `localStorage` stand-in, for an adapter's or an instance's storage. */
export function createMemoryWebStorage(): MemoryWebStorage {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
