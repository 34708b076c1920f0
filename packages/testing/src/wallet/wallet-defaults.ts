import type { AnnounceTarget } from './types.ts'

/** A plain blue tile, so the wallet has an EIP-6963 icon without any network request. */
export const DEFAULT_TEST_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiMzMzk2ZmYiLz48L3N2Zz4='

/** Methods a real wallet refuses rather than passing to the node. */
export const REFUSED_METHODS = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData'])

/** `window` when there is one that can dispatch events. */
export function defaultAnnounceTarget(): AnnounceTarget | undefined {
  const candidate = (globalThis as { window?: AnnounceTarget }).window
  return candidate && typeof candidate.dispatchEvent === 'function' ? candidate : undefined
}

export function sameAddress(left: string, right: string): boolean {
  return left.toLowerCase() === right.toLowerCase()
}
