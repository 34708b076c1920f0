import type { CreateUniversalAdapterParameters } from '@openappkit/adapter-universal'
import { adapterUnits } from '@openappkit/common/units'
import {
  type ChainAdapter,
  createAdapterEmitter,
  type WalletConnectEip1193Provider,
  walletConnectConnector,
} from '@openappkit/controllers'

/**
 * The universal adapter, loaded on its first call: a site whose networks all have adapters never
 * downloads it, and one that needs it pays on connect, not on first paint. Connectors and events
 * are answered here; the rest waits for the code.
 */
export function createLazyUniversalAdapter(
  parameters: CreateUniversalAdapterParameters,
): ChainAdapter {
  const { namespace } = parameters
  const networks = parameters.networks.filter((network) => network.chainNamespace === namespace)
  const emitter = createAdapterEmitter()
  let walletConnect: WalletConnectEip1193Provider | undefined
  let loading: Promise<ChainAdapter> | undefined
  let loaded: ChainAdapter | undefined
  let destroyed = false

  const load = () => {
    loading ??= import('@openappkit/adapter-universal').then(({ createUniversalAdapter }) => {
      const adapter = createUniversalAdapter(parameters)
      if (walletConnect) adapter.setWalletConnectProvider?.(walletConnect)
      adapter.on('accountChanged', (payload) => emitter.emit('accountChanged', payload))
      adapter.on('chainChanged', (payload) => emitter.emit('chainChanged', payload))
      adapter.on('disconnect', (payload) => emitter.emit('disconnect', payload))
      loaded = adapter
      // Destroyed while the code was on its way: the adapter never gets to follow the session.
      if (destroyed) adapter.destroy()
      return adapter
    })
    return loading
  }

  return {
    namespace,
    adapterType: 'universal',
    getConnectors: () => (walletConnect ? [walletConnectConnector(namespace, networks)] : []),
    syncConnectors: async () => undefined,
    connect: async (connection) => (await load()).connect(connection),
    // Nothing to restore without WalletConnect: no reason to download the adapter.
    reconnect: async (connection) =>
      walletConnect ? (await load()).reconnect(connection) : undefined,
    disconnect: async (options) => (await load()).disconnect(options),
    getAccounts: async (options) => (await load()).getAccounts(options),
    switchNetwork: async (options) => (await load()).switchNetwork(options),
    getBalance: async (options) => (await load()).getBalance(options),
    signMessage: async (options) => (await load()).signMessage(options),
    sendTransaction: async (options) => (await load()).sendTransaction(options),
    ...adapterUnits,
    setWalletConnectProvider(provider) {
      walletConnect = provider
      emitter.emit('connectors', { connectors: [walletConnectConnector(namespace, networks)] })
    },
    on: (event, listener) => emitter.on(event, listener),
    destroy() {
      // Not loaded yet: nothing listens; loaded: the adapter leaves the WalletConnect provider.
      destroyed = true
      loaded?.destroy()
      emitter.close()
    },
  }
}
