import type { ChainNamespace } from '@openappkit/common/caip'
import type { WebStorageLike } from '../platform/services/types.ts'
import { STORAGE_KEYS } from '../platform/storage/keys.ts'

/** What the stored-session checks read: `localStorage` or a storage shaped like it. */
export type StorageReader = { getItem(key: string): unknown }

/** `localStorage`, or nothing on a server or where reading it throws (sandboxed frames). */
export function browserLocalStorage(): WebStorageLike | undefined {
  try {
    // Browsers only (a server's own localStorage, where Node has one, is not the visitor's);
    // reading the property throws in sandboxed frames, hence inside the try.
    const browser = globalThis as { window?: { localStorage?: WebStorageLike } }
    return browser.window?.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Whether the instance remembers a connector of `namespace` from the last visit (its connected
 * connector ids in `localStorage` name one): a reconnect is due, so a lazy adapter loads its chain
 * code at creation instead of waiting for a click. Read synchronously, never throws.
 */
export function hasStoredConnector(namespace: ChainNamespace): boolean {
  try {
    const stored = browserLocalStorage()?.getItem(STORAGE_KEYS.connectedConnectorIds)
    if (typeof stored !== 'string') return false
    const ids = JSON.parse(stored) as Record<string, unknown> | null
    return typeof ids?.[namespace] === 'string'
  } catch {
    // Foreign or corrupt data in a shared storage says nothing about a session.
    return false
  }
}
