import { browserWindow, createBrowserEvent } from './browser-window.ts'

/** The EIP-1193 provider surface the adapter uses. */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...values: never[]) => void): unknown
  removeListener?(event: string, listener: (...values: never[]) => void): unknown
}

/** What an EIP-6963 wallet announces about itself. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** One announced wallet. */
export type AnnouncedWallet = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/**
 * Listens for EIP-6963 announcements in the browser (a server has none); `request()` asks wallets
 * to announce. `onChange` runs when a new wallet appears.
 */
export function discoverAnnouncedWallets(onChange: () => void): {
  wallets: Map<string, AnnouncedWallet>
  request(): void
  stop(): void
} {
  const wallets = new Map<string, AnnouncedWallet>()
  const window = browserWindow()
  if (!window) return { wallets, request: () => undefined, stop: () => undefined }
  const onAnnounce = (event: { detail?: unknown }) => {
    const { info, provider } = (event.detail ?? {}) as Partial<AnnouncedWallet>
    // Only well-formed announcements: a page script could dispatch anything.
    if (
      !info ||
      typeof info.rdns !== 'string' ||
      !info.rdns ||
      typeof provider?.request !== 'function'
    )
      return
    if (wallets.get(info.rdns)?.provider === provider) return
    wallets.set(info.rdns, { info, provider })
    onChange()
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  const request = () => void window.dispatchEvent(createBrowserEvent('eip6963:requestProvider'))
  return {
    wallets,
    request,
    stop: () => window.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}
