import type { CaipNetworkId } from '@openappkit/common/caip'
import type { SIWXSession } from '@openappkit/controllers'
import { type KeyValueStorage, pageLocalStorage } from './browser-globals.ts'
import { isSessionExpired, isSessionOf, type SIWXStorage } from './siwx-storage.ts'

/** Options of {@link LocalStorage}. */
export type LocalStorageOptions = {
  /** The localStorage key holding the sessions. */
  key: string
  /** The storage to use; `globalThis.localStorage` when absent. */
  storage?: KeyValueStorage | undefined
}

function isStoredSession(value: unknown): value is SIWXSession {
  const session = value as SIWXSession | null
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.message === 'string' &&
    typeof session.signature === 'string' &&
    typeof session.data?.chainId === 'string' &&
    typeof session.data?.accountAddress === 'string'
  )
}

/**
 * Sessions in the browser's localStorage. Enough for a dapp that only needs to know who is
 * connected; a server that trusts a sign-in must verify it itself (see `@openappkit/siwx/server`).
 */
export class LocalStorage implements SIWXStorage {
  readonly #key: string
  readonly #storage: LocalStorageOptions['storage']

  constructor(options: LocalStorageOptions) {
    this.#key = options.key
    this.#storage = options.storage
  }

  #store() {
    return this.#storage ?? pageLocalStorage()
  }

  #read(): SIWXSession[] {
    try {
      const parsed: unknown = JSON.parse(this.#store()?.getItem(this.#key) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isStoredSession) : []
    } catch {
      return []
    }
  }

  #write(sessions: SIWXSession[]): void {
    this.#store()?.setItem(this.#key, JSON.stringify(sessions))
  }

  async add(session: SIWXSession): Promise<void> {
    const { chainId, accountAddress } = session.data
    this.#write([
      ...this.#read().filter((stored) => !isSessionOf(stored, chainId, accountAddress)),
      session,
    ])
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    if (sessions.length === 0) this.#store()?.removeItem(this.#key)
    else this.#write(sessions)
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const now = Date.now()
    return this.#read().filter(
      (session) => isSessionOf(session, chainId, address) && !isSessionExpired(session, now),
    )
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    this.#write(this.#read().filter((session) => !isSessionOf(session, chainId, address)))
  }
}
