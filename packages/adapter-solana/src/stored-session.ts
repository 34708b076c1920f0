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
 * Whether the instance remembers a Solana connector from the last visit (its connected connector
 * ids in `localStorage` name one for `solana`): a reconnect is due, so the session code is wanted.
 */
export function hasStoredSolanaSession(): boolean {
  try {
    const stored = localStorageOf()?.getItem(STORAGE_KEYS.connectedConnectorIds)
    if (typeof stored !== 'string') return false
    const ids = JSON.parse(stored) as Record<string, unknown> | null
    return typeof ids?.solana === 'string'
  } catch {
    // Foreign or corrupt data in a shared storage says nothing about a session.
    return false
  }
}
