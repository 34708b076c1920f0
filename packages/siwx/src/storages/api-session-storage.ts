import type { CaipNetworkId } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { SIWXSession } from '@openappkit/controllers'
import { parseSiwxMessage } from '../message/parse-siwx-message.ts'
import { type KeyValueStorage, pageLocalStorage } from './browser-globals.ts'
import { isSessionOf, type SIWXStorage } from './siwx-storage.ts'

/** Options of {@link ApiSessionStorage}: where our api runs and which project this is. */
export type ApiSessionStorageOptions = {
  /** Base URL of the OpenAppKit api (`apps/api`), e.g. `https://api.example.com`. */
  apiUrl: string
  /** Sent with every request when the api restricts projects. */
  projectId?: string | undefined
  /** The localStorage key holding this browser's session tokens. */
  key?: string | undefined
  storage?: KeyValueStorage | undefined
  fetchFn?: typeof fetch | undefined
}

/** This browser's handle on a session the api keeps. */
type SessionHandle = { id: string; token: string }

type ApiSessionsResponse = { siwx?: Array<{ id: string; message: string; signature: string }> }

/**
 * Sessions kept by our api (`/v1/siwx/sessions`, `/v1/sessions/{account}`): the api verifies each
 * signed message itself and issues a token this browser keeps; lookups and sign-out go through
 * the api, so the integrator's server can trust what it reports.
 */
export class ApiSessionStorage implements SIWXStorage {
  readonly #options: ApiSessionStorageOptions
  readonly #key: string

  constructor(options: ApiSessionStorageOptions) {
    this.#options = options
    this.#key = options.key ?? '@openappkit/siwx-tokens'
  }

  #store() {
    return this.#options.storage ?? pageLocalStorage()
  }

  #handles(): Record<string, SessionHandle> {
    try {
      const parsed: unknown = JSON.parse(this.#store()?.getItem(this.#key) ?? '{}')
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, SessionHandle>) : {}
    } catch {
      return {}
    }
  }

  #saveHandles(handles: Record<string, SessionHandle>): void {
    if (Object.keys(handles).length === 0) this.#store()?.removeItem(this.#key)
    else this.#store()?.setItem(this.#key, JSON.stringify(handles))
  }

  async #request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.#options.apiUrl)
    if (this.#options.projectId) url.searchParams.set('projectId', this.#options.projectId)
    const response = await (this.#options.fetchFn ?? fetch)(url, init)
    if (!response.ok && response.status !== 404) {
      throw new AppKitError('HTTP_STATUS_CODE', { params: { status: String(response.status) } })
    }
    return response
  }

  /** A fresh single-use nonce from the api, for the messenger. */
  async issueNonce(): Promise<string> {
    const response = await this.#request('/v1/siwx/nonces', { method: 'POST' })
    return ((await response.json()) as { nonce: string }).nonce
  }

  async add(session: SIWXSession): Promise<void> {
    const response = await this.#request('/v1/siwx/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: session.message, signature: session.signature }),
    })
    const created = (await response.json()) as { id: string; token: string; account: string }
    const handles = this.#handles()
    handles[accountKey(session.data.chainId, session.data.accountAddress)] = {
      id: created.id,
      token: created.token,
    }
    this.#saveHandles(handles)
  }

  async set(sessions: SIWXSession[]): Promise<void> {
    const handles = this.#handles()
    await Promise.all(
      Object.keys(handles).map((account) => this.#revoke(account, handles[account])),
    )
    this.#saveHandles({})
    for (const session of sessions) await this.add(session)
  }

  async get(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const account = accountKey(chainId, address)
    const handle = this.#handles()[account]
    if (!handle) return []
    const response = await this.#request(`/v1/sessions/${encodeURIComponent(account)}`, {
      headers: { authorization: `Bearer ${handle.token}` },
    })
    const body = (await response.json()) as ApiSessionsResponse
    const found = body.siwx?.find((session) => session.id === handle.id)
    const session = found && {
      data: parseSiwxMessage(found.message),
      message: found.message,
      signature: found.signature,
    }
    if (!session || !isSessionOf(session, chainId, address)) {
      const handles = this.#handles()
      delete handles[account]
      this.#saveHandles(handles)
      return []
    }
    return [session]
  }

  async delete(chainId: CaipNetworkId, address: string): Promise<void> {
    const account = accountKey(chainId, address)
    const handles = this.#handles()
    await this.#revoke(account, handles[account])
    delete handles[account]
    this.#saveHandles(handles)
  }

  async #revoke(account: string, handle: SessionHandle | undefined): Promise<void> {
    if (!handle) return
    await this.#request(`/v1/sessions/${encodeURIComponent(account)}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pci: handle.id, token: handle.token }),
    })
  }
}

/** The CAIP-10 account a session belongs to, EVM addresses in lower case (as the api keys it). */
function accountKey(chainId: string, address: string): string {
  return `${chainId}:${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`
}
