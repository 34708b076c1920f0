import { adapterUnits } from '@openappkit/common/units'
import {
  authConnector,
  type ChainAdapterEventName,
  type Connector,
  createAdapterEmitter,
  type EmbeddedWalletEip1193Provider,
  type WalletConnectEip1193Provider,
  walletConnectConnector,
} from '@openappkit/controllers'
import { createConnectorPreview } from './connector-preview.ts'
import { evmNetworksOf } from './evm-networks-of.ts'
import { hasStoredSession } from './stored-session.ts'
import type { createWagmiAdapterMembers, WagmiAdapterMembers } from './wagmi-adapter.ts'
import type { WagmiAdapterParameters } from './wagmi-adapter-parameters.ts'

/** The ChainAdapter of createWagmiAdapter: every member of a WagmiAdapter but wagmi's own objects. */
export type LazyWagmiAdapter = Omit<WagmiAdapterMembers, 'wagmiConfig' | 'wagmiChains'> & {
  /** Loads wagmi, viem and the adapter's implementation now; resolves once they are ready. */
  preload(): Promise<void>
}

/** Imports the implementation: what `createWagmiAdapter` passes, a spy in tests. */
export type LoadWagmiAdapterMembers = () => Promise<typeof createWagmiAdapterMembers>

const FORWARDED_EVENTS: readonly ChainAdapterEventName[] = [
  'accountChanged',
  'chainChanged',
  'disconnect',
  'connectors',
]

/**
 * The wagmi adapter without wagmi on first paint: the namespace, the networks and the wallet list
 * (EIP-6963 discovery, `window.ethereum`) are answered here; wagmi, viem and the implementation
 * are imported when a method needs them, on `preload()`, or right away when the last visit left a
 * session to restore (the returning visitor reconnects as soon as the code is there).
 */
export function createLazyWagmiAdapter(
  parameters: WagmiAdapterParameters,
  loadMembers: LoadWagmiAdapterMembers,
): LazyWagmiAdapter {
  // Validated now, as the eager adapter does: a wrong network list fails at creation.
  const networks = evmNetworksOf(parameters.networks)
  const emitter = createAdapterEmitter()
  const providers: {
    walletConnect?: WalletConnectEip1193Provider
    embedded?: EmbeddedWalletEip1193Provider
  } = {}
  let loading: Promise<WagmiAdapterMembers> | undefined
  let loaded: WagmiAdapterMembers | undefined
  let destroyed = false

  const previewConnectors = (): Connector[] => [
    ...preview.connectors(),
    ...(providers.walletConnect ? [walletConnectConnector('eip155', networks)] : []),
    ...(providers.embedded ? [authConnector('eip155', networks)] : []),
  ]
  const connectors = () => loaded?.getConnectors() ?? previewConnectors()
  const preview = createConnectorPreview({
    networks,
    enableEIP6963:
      parameters.enableEIP6963 !== false && parameters.multiInjectedProviderDiscovery !== false,
    enableInjected: parameters.enableInjected,
    onChange: () => {
      if (!loaded) emitter.emit('connectors', { connectors: previewConnectors() })
    },
  })
  // As wagmi's mipd does at creation: wallets already installed answer right away.
  preview.request()

  const start = (create: typeof createWagmiAdapterMembers) => {
    const members = create(parameters, networks)
    preview.stop()
    if (providers.walletConnect) members.setWalletConnectProvider(providers.walletConnect)
    if (providers.embedded) members.setEmbeddedWalletProvider(providers.embedded)
    // Listeners subscribed to the shell hear the implementation from now on.
    for (const event of FORWARDED_EVENTS) {
      members.on(event, (payload) => emitter.emit(event, payload as never))
    }
    loaded = members
    // Destroyed while the code was on its way: the implementation never follows the session.
    if (destroyed) members.destroy()
    else emitter.emit('connectors', { connectors: [...members.getConnectors()] })
    return members
  }
  const load = () => {
    loading ??= loadMembers().then(start, (error: unknown) => {
      // A failed download (offline, a deploy replaced the chunk) is tried again on the next call.
      loading = undefined
      throw error
    })
    return loading
  }
  const preloadSilently = () => void load().catch(() => undefined)

  // wagmi's own connectors (integrator's) are known only to wagmi: they need it for the list.
  if ((parameters.connectors?.length ?? 0) > 0) preloadSilently()
  else {
    const due = hasStoredSession(parameters)
    if (due === true) preloadSilently()
    else if (due instanceof Promise) void due.then((yes) => yes && !destroyed && preloadSilently())
  }

  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    projectId: parameters.projectId,
    getConnectors: connectors,
    async syncConnectors() {
      if (destroyed) return
      if (loaded) return loaded.syncConnectors()
      preview.request()
      emitter.emit('connectors', { connectors: previewConnectors() })
    },
    preload: async () => {
      await load()
    },
    connect: async (options) => (await load()).connect(options),
    reconnect: async (options) => (await load()).reconnect(options),
    disconnect: async (options) => (await load()).disconnect(options),
    destroy() {
      if (destroyed) return
      destroyed = true
      preview.stop()
      loaded?.destroy()
      emitter.close()
    },
    getAccounts: async (options) => (await load()).getAccounts(options),
    switchNetwork: async (options) => (await load()).switchNetwork(options),
    getBalance: async (options) => (await load()).getBalance(options),
    signMessage: async (options) => (await load()).signMessage(options),
    sendTransaction: async (options) => (await load()).sendTransaction(options),
    waitForTransaction: async (options) => (await load()).waitForTransaction(options),
    writeContract: async (options) => (await load()).writeContract(options),
    estimateGas: async (options) => (await load()).estimateGas(options),
    ...adapterUnits,
    getCapabilities: async (options) => (await load()).getCapabilities(options),
    walletGetAssets: async (options) => (await load()).walletGetAssets(options),
    setWalletConnectProvider(provider) {
      if (loaded) return loaded.setWalletConnectProvider(provider)
      if (destroyed || providers.walletConnect) return
      providers.walletConnect = provider
      emitter.emit('connectors', { connectors: previewConnectors() })
    },
    setEmbeddedWalletProvider(provider) {
      if (loaded) return loaded.setEmbeddedWalletProvider(provider)
      if (destroyed || providers.embedded) return
      providers.embedded = provider
      emitter.emit('connectors', { connectors: previewConnectors() })
    },
    on: (event, listener) => emitter.on(event, listener),
  }
}
