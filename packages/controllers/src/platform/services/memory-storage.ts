import type { KeyValueStorage } from './types.ts'

/** Parameters of {@link createMemoryStorage}. */
export type CreateMemoryStorageParameters = { initial?: Record<string, string> | undefined }

/** A key/value storage held in memory: the server default and the test double. */
export function createMemoryStorage(
  parameters: CreateMemoryStorageParameters = {},
): KeyValueStorage & { readonly size: number } {
  const entries = new Map<string, string>(Object.entries(parameters.initial ?? {}))
  return {
    get size() {
      return entries.size
    },
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}
