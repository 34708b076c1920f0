import type { KeyValueStorage } from '@openappkit/controllers'

/** The part of the browser's `window` the EIP-1193 adapter uses (this package has no DOM types). */
export type BrowserWindow = {
  /** Whatever a wallet injected; checked before use. */
  ethereum?: unknown
  localStorage?: KeyValueStorage | undefined
  addEventListener(type: string, listener: (event: { detail?: unknown }) => void): void
  removeEventListener(type: string, listener: (event: { detail?: unknown }) => void): void
  dispatchEvent(event: unknown): boolean
}

/** The browser's window; `undefined` on a server. */
export function browserWindow(): BrowserWindow | undefined {
  return (globalThis as { window?: BrowserWindow }).window
}

/** A plain DOM event named `type`, to dispatch on the window. */
export function createBrowserEvent(type: string): unknown {
  const { Event } = globalThis as unknown as { Event: new (type: string) => unknown }
  return new Event(type)
}
