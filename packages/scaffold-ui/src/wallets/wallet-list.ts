import type { ModalContextValue } from '../context/types.ts'
import type { WalletListing, WalletListSource, WalletListState } from './types.ts'

/** Keeps entries with a usable id and name; the list may come from the network. */
export function sanitizeWalletList(wallets: readonly unknown[]): WalletListing[] {
  const seen = new Set<string>()
  const valid: WalletListing[] = []
  for (const candidate of wallets) {
    if (typeof candidate !== 'object' || candidate === null) continue
    const { id, name } = candidate as Partial<Record<'id' | 'name', unknown>>
    if (typeof id !== 'string' || typeof name !== 'string' || !id || !name || seen.has(id)) continue
    seen.add(id)
    valid.push(candidate as WalletListing)
  }
  return valid
}

/** The list's first state: ready for a given array (or none), idle for a loader. */
export function createWalletListState(source: WalletListSource | undefined): WalletListState {
  if (typeof source === 'function') return { status: 'idle', wallets: [], error: undefined }
  return { status: 'ready', wallets: sanitizeWalletList(source ?? []), error: undefined }
}

/** Runs the integrator's loader once (again after a failure); concurrent calls share it. */
export async function loadWalletList({ options, scaffold }: ModalContextValue): Promise<void> {
  const source = options.wallets
  const list = scaffold.walletList
  if (typeof source !== 'function' || list.status === 'loading' || list.status === 'ready') return
  list.status = 'loading'
  list.error = undefined
  try {
    list.wallets = sanitizeWalletList(await source())
    list.status = 'ready'
  } catch (error) {
    list.status = 'error'
    list.error = error instanceof Error ? error.message : String(error)
  }
}
