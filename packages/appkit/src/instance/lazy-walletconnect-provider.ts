import type { WalletConnectEip1193Provider } from '@openappkit/controllers'
import type {
  CreateWalletConnectProviderParameters,
  WalletConnectProvider,
} from '@openappkit/walletconnect'

type Listener = (...values: never[]) => void

/**
 * The WalletConnect provider, loaded on its first request: the adapters list the connector from
 * the first paint, but its code (and the WalletConnect client behind it) downloads only when a
 * visitor picks WalletConnect or a stored session is resumed.
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
      for (const [event, listener] of early) provider.on(event as never, listener)
      early.clear()
      return provider
    })
    return loading
  }
  let loaded: WalletConnectProvider | undefined
  const lazy: WalletConnectEip1193Provider = {
    isWalletConnect: true,
    async request(arguments_) {
      loaded ??= await load()
      return loaded.request(arguments_)
    },
    async connect() {
      loaded ??= await load()
      return loaded.connect()
    },
    async getSessionAccounts() {
      loaded ??= await load()
      return loaded.getSessionAccounts()
    },
    async requestOnChain(arguments_, caipNetworkId) {
      loaded ??= await load()
      return loaded.requestOnChain(arguments_, caipNetworkId)
    },
    async disconnect() {
      loaded ??= await load()
      return loaded.disconnect()
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
