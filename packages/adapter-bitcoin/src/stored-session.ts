import { STORAGE_KEYS } from '@openappkit/controllers'

/** `localStorage`, or nothing on a server or where reading it throws (sandboxed frames). */
function localStorageOf(): { getItem(key: string): string | null } | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined)
  } catch {
    return undefined
  }
}

/**
 * Whether the instance remembers a Bitcoin connector from the last visit (its connected connector
 * ids in `localStorage` name one for `bip122`): a reconnect is due, so the chain code is wanted now.
 */
export function hasStoredBitcoinSession(): boolean {
  try {
    const stored = localStorageOf()?.getItem(STORAGE_KEYS.connectedConnectorIds)
    if (typeof stored !== 'string') return false
    const ids = JSON.parse(stored) as Record<string, unknown> | null
    return typeof ids?.bip122 === 'string'
  } catch {
    // Foreign or corrupt data in a shared storage says nothing about a session.
    return false
  }
}
