/**
 * The side effects an instance may perform. Everything arrives through these, so tests and
 * server rendering pass fakes and nothing touches browser globals at import time.
 */

/** A key/value store; sync (localStorage) or async (IndexedDB, React Native) — callers await. */
export type KeyValueStorage = {
  getItem(key: string): Promise<string | null> | string | null
  setItem(key: string, value: string): Promise<void> | void
  removeItem(key: string): Promise<void> | void
}

/** Opaque handle returned by {@link Clock.setTimeout}. */
export type TimerHandle = unknown

/** Time source and timers, injected so fake timers drive every time rule. */
export type Clock = {
  now(): number
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** Structured logger; `context` is any extra value worth keeping with the line. */
export type Logger = {
  debug(message: string, context?: unknown): void
  info(message: string, context?: unknown): void
  warn(message: string, context?: unknown): void
  error(message: string, context?: unknown): void
}

/** The subset of a `Blob` the toolkit reads. */
export type BlobLike = { readonly size: number; readonly type: string }

/** The subset of a fetch `Response` the toolkit reads. */
export type FetchResponseLike = {
  readonly ok: boolean
  readonly status: number
  json(): Promise<unknown>
  text(): Promise<string>
  blob(): Promise<BlobLike>
}

/** The subset of `RequestInit` the toolkit sends. */
export type FetchInitLike = {
  method?: string
  headers?: Record<string, string>
  body?: string
  signal?: unknown
}

/** A `fetch` implementation (the global one, undici, or a test fake). */
export type FetchLike = (url: string, init?: FetchInitLike) => Promise<FetchResponseLike>

/** The subset of `Storage` (window.localStorage) the browser storage wraps. */
export type WebStorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The subset of `window` the toolkit reads; absent on the server. */
export type WindowLike = {
  location: { href: string; hostname: string; origin: string }
  localStorage?: WebStorageLike | undefined
}

/** Every injected service of one instance. */
export type AppKitServices = {
  storage: KeyValueStorage
  fetch: FetchLike
  clock: Clock
  logger: Logger
  /** The browser window when there is one; `undefined` on the server. */
  window: WindowLike | undefined
  /** The visitor's IANA time zone ('Europe/Paris'); `undefined` when unknown. */
  timeZone: string | undefined
}
