import type { WalletConnectEip1193Provider } from '@openappkit/controllers'
import type {
  CreateWalletConnectProviderParameters,
  WalletConnectProvider,
} from '@openappkit/walletconnect'
import {
  mayHaveWalletConnectSession,
  writeWalletConnectSessionHint,
} from './walletconnect-session-hint.ts'

type Listener = (...values: never[]) => void

/**
 * The WalletConnect provider, loaded on its first request: the adapters list the connector from
 * the first paint, but its code (and the WalletConnect client behind it) downloads only when a
 * visitor picks WalletConnect or a stored session is resumed. A silent accounts check before
 * then (`eth_accounts`, `getSessionAccounts`) answers none without loading when this browser never
 * started a session here (walletconnect-session-hint.ts).
 */
export function createLazyWalletConnectProvider(
  parameters: CreateWalletConnectProviderParameters,
): WalletConnectEip1193Provider {
  let loading: Promise<WalletConnectProvider> | undefined
  // Listeners added before the code arrived; moved onto the real provider once it has.
  const early = new Set<[string, Listener]>()
  const load = () => {
    loading ??= import('@openappkit/walletconnect').then(({ createWalletConnectProvider }) => {
      const provider = createWalletConnectProvider(parameters)
      provider.on('connect', () => writeWalletConnectSessionHint(true))
      provider.on('disconnect', () => writeWalletConnectSessionHint(false))
      for (const [event, listener] of early) provider.on(event as never, listener)
      early.clear()
      return provider
    })
    return loading
  }
  let loaded: WalletConnectProvider | undefined
  // A silent check: none without loading when no session can exist; a loaded client that finds
  // none clears the hint (a pairing that settles later sets it again with its 'connect').
  const silently = async (ask: (provider: WalletConnectProvider) => Promise<string[]>) => {
    if (!loading && !mayHaveWalletConnectSession()) return []
    loaded ??= await load()
    const accounts = await ask(loaded)
    if (accounts.length === 0) writeWalletConnectSessionHint(false)
    return accounts
  }
  const lazy: WalletConnectEip1193Provider = {
    isWalletConnect: true,
    async request(arguments_) {
      if (arguments_.method === 'eth_accounts') {
        return silently(async (provider) => (await provider.request(arguments_)) as string[])
      }
      if (arguments_.method === 'eth_requestAccounts') writeWalletConnectSessionHint(true)
      loaded ??= await load()
      return loaded.request(arguments_)
    },
    async connect() {
      writeWalletConnectSessionHint(true)
      loaded ??= await load()
      return loaded.connect()
    },
    getSessionAccounts: () => silently((provider) => provider.getSessionAccounts()),
    async requestOnChain(arguments_, caipNetworkId) {
      loaded ??= await load()
      return loaded.requestOnChain(arguments_, caipNetworkId)
    },
    // A connected session means the code is loaded; before that there is no wallet to name.
    getPeerWallet: () => loaded?.getPeerWallet(),
    async disconnect() {
      if (!loading && !mayHaveWalletConnectSession()) return
      loaded ??= await load()
      await loaded.disconnect()
      writeWalletConnectSessionHint(false)
    },
    on(event, listener) {
      if (loaded) loaded.on(event as never, listener)
      else early.add([event, listener])
      return lazy
    },
    removeListener(event, listener) {
      if (loaded) loaded.removeListener(event as never, listener)
      for (const entry of early)
        if (entry[0] === event && entry[1] === listener) early.delete(entry)
      return lazy
    },
  }
  return lazy
}
