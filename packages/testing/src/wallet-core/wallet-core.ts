import { TestKitError } from '../errors/test-kit-error.ts'
import { createListeners } from './create-listeners.ts'

/** Where a test wallet remembers its site across page loads (a `sessionStorage`-like object). */
export type WalletCoreStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What changed for the site: each wallet's face turns it into its protocol's event. */
export type WalletCoreChange = 'connect' | 'accountChange' | 'disconnect'

export type CreateWalletCoreParameters<TAccount, TRemembered extends object> = {
  /** The wallet's accounts; it exposes the first until the visitor picks another. */
  accounts: readonly [TAccount, ...TAccount[]]
  /** The address an account is remembered by. */
  addressOf(account: TAccount): string
  /** What a prompt the visitor refuses throws: 4001 in the wallet's own protocol. */
  rejection(): Error
  storage?: WalletCoreStorage | undefined
  storageKey: string
  /** What the chain's wallet remembers beside the session (the EVM wallets: their chain). */
  remember?: (() => TRemembered) | undefined
}

/**
 * The visitor's side of a connection, which every test wallet has whatever its chain: the
 * accounts and the one exposed, whether the site is authorized, the refusal of the next prompt,
 * the log of requests, the session remembered across page loads and the change events.
 */
export type WalletCore<TAccount, TRemembered extends object = Record<never, never>> = {
  /** Every account, in order; `selectAccount` may add one. */
  readonly accounts: readonly TAccount[]
  /** The account the wallet exposes now. */
  readonly account: TAccount
  /** Whether the site is authorized. */
  readonly authorized: boolean
  /** Every request logged with `record`, in order. */
  readonly requests: readonly string[]
  /** What `remember` gave on the last page load, when the session was remembered. */
  readonly restored: Partial<TRemembered> | undefined
  record(method: string): void
  /** A prompt: throws the refusal when the visitor was told to refuse it. */
  prompt(): void
  /** The next prompt is refused, as a click on "Reject". */
  rejectNextRequest(): void
  /** The site is authorized: `connect`, even when it already was (a new prompt was accepted). */
  authorize(): void
  /** The site is no longer authorized: `disconnect`, only when it was; whether it was. */
  deauthorize(): boolean
  /** The visitor exposes `account` (added when new): `accountChange` when the site is authorized. */
  selectAccount(account: TAccount): TAccount
  /** Stores the session again (what `remember` gives changed). */
  save(): void
  /** Back to a fresh install: first account, not authorized, nothing refused, nothing logged. */
  reset(): void
  onChange(listener: (change: WalletCoreChange) => void): () => void
  /** Drops every listener. */
  clear(): void
}

type RememberedSession = { authorized?: unknown; address?: unknown }

/** Creates the session core a test wallet's protocol and signing are built on. */
export function createWalletCore<TAccount, TRemembered extends object = Record<never, never>>(
  parameters: CreateWalletCoreParameters<TAccount, TRemembered>,
): WalletCore<TAccount, TRemembered> {
  const { addressOf, storage, storageKey } = parameters
  const accounts = [...parameters.accounts]
  const first = parameters.accounts[0]
  // The type asks for one, but a wallet's keys come from a manifest or a page's JSON options.
  if (accounts.length === 0) throw new TestKitError('A test wallet needs at least one account')
  const changes = createListeners<WalletCoreChange>()
  const requests: string[] = []
  const restored = readSession(storage, storageKey) as
    | (RememberedSession & Partial<TRemembered>)
    | undefined
  let account = accounts.find((item) => addressOf(item) === restored?.address) ?? first
  let authorized = restored?.authorized === true
  let rejectNext = false

  const save = () => {
    const session = { authorized, address: addressOf(account), ...parameters.remember?.() }
    storage?.setItem(storageKey, JSON.stringify(session))
  }
  const change = (kind: WalletCoreChange) => {
    save()
    changes.emit(kind)
  }

  return {
    get accounts() {
      return accounts
    },
    get account() {
      return account
    },
    get authorized() {
      return authorized
    },
    requests,
    restored,
    record(method) {
      requests.push(method)
    },
    prompt() {
      if (!rejectNext) return
      rejectNext = false
      throw parameters.rejection()
    },
    rejectNextRequest() {
      rejectNext = true
    },
    authorize() {
      authorized = true
      change('connect')
    },
    deauthorize() {
      if (!authorized) return false
      authorized = false
      change('disconnect')
      return true
    },
    selectAccount(next) {
      if (next === account) return account
      if (!accounts.includes(next)) accounts.push(next)
      account = next
      if (authorized) change('accountChange')
      else save()
      return account
    },
    save,
    reset() {
      account = first
      authorized = false
      rejectNext = false
      requests.length = 0
      storage?.removeItem(storageKey)
    },
    onChange: changes.add,
    clear: changes.clear,
  }
}

// A session stored by another version of the wallet (or not JSON) is no session.
function readSession(
  storage: WalletCoreStorage | undefined,
  key: string,
): RememberedSession | undefined {
  const text = storage?.getItem(key)
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as RememberedSession) : undefined
  } catch {
    return undefined
  }
}
