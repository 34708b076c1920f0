import type { ChainAdapter, WalletConnectEip1193Provider } from '@openappkit/controllers'
import type { CreateWalletConnectProviderParameters } from '@openappkit/walletconnect'
import { resolveWalletConnectRelay } from '../options/resolve-walletconnect-relay.ts'
import type { CreateAppKitOptions } from '../options/types.ts'
import type { LazyModal } from './lazy-modal.ts'
import { createLazyWalletConnectProvider } from './lazy-walletconnect-provider.ts'

export type SetupWalletConnectParameters = {
  options: CreateAppKitOptions
  adapters: readonly ChainAdapter[]
  modal: LazyModal
  /** Where the WalletConnect client keeps keys and sessions; its IndexedDB by default. */
  storage?: CreateWalletConnectProviderParameters['storage']
  /** Hears each pairing URI too (the instance keeps the last one for headless UIs). */
  onUri?: ((uri: string) => void) | undefined
}

function defaultMetadata(): NonNullable<CreateAppKitOptions['metadata']> {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  const name = typeof document === 'undefined' ? '' : document.title
  return { name: name || origin, description: '', url: origin, icons: [] }
}

/**
 * WalletConnect for the instance, on the relay `resolveWalletConnectRelay` picks (the site's
 * `relayUrl`, or the WalletConnect network's for a `projectId`): one provider and one session for
 * every namespace (its client loads on first use), handed to every adapter that takes it as its
 * `walletConnect` connector, and its pairing URIs drawn by the modal's QR views. No relay, no
 * WalletConnect: nothing is contacted.
 */
export function setupWalletConnect({
  options,
  adapters,
  modal,
  storage,
  onUri,
}: SetupWalletConnectParameters): WalletConnectEip1193Provider | undefined {
  const relay = resolveWalletConnectRelay(options)
  if (!relay) return undefined
  const takers = adapters.filter((adapter) => adapter.setWalletConnectProvider)
  if (takers.length === 0) return undefined
  const provider = createLazyWalletConnectProvider({
    relayUrl: relay.relayUrl,
    projectId: relay.projectId,
    metadata: options.metadata ?? defaultMetadata(),
    networks: options.networks,
    ...(storage ? { storage } : {}),
  })
  provider.on('display_uri', ((uri: string) => {
    onUri?.(uri)
    void modal.ensure().then((mounted) => mounted?.setWalletConnectUri(uri))
  }) as never)
  for (const adapter of takers) adapter.setWalletConnectProvider?.(provider)
  return provider
}
