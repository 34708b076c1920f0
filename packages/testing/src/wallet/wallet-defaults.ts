import type { Hex } from 'viem'
import type { AnnounceTarget, TestWalletStorage } from './types.ts'

/** A plain blue tile, so the wallet has an EIP-6963 icon without any network request. */
export const DEFAULT_TEST_WALLET_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiMzMzk2ZmYiLz48L3N2Zz4='

/** Methods a real wallet refuses rather than passing to the node. */
export const REFUSED_METHODS = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData'])

/** What the wallet remembers about the dapp across page loads. */
export type SavedSession = { authorized: boolean; address: Hex; chainId: number | undefined }

/** `window` when there is one that can dispatch events. */
export function defaultAnnounceTarget(): AnnounceTarget | undefined {
  const candidate = (globalThis as { window?: AnnounceTarget }).window
  return candidate && typeof candidate.dispatchEvent === 'function' ? candidate : undefined
}

export function sameAddress(left: string, right: string): boolean {
  return left.toLowerCase() === right.toLowerCase()
}

/** Reads the saved session, if any. */
export function loadSession(
  storage: TestWalletStorage | undefined,
  key: string,
): SavedSession | undefined {
  const text = storage?.getItem(key)
  return text ? (JSON.parse(text) as SavedSession) : undefined
}
