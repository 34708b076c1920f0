import type { ChainNamespace } from '@openappkit/common/caip'
import {
  type CreateAppKitCoreServices,
  createAppKitCore,
  createLogger,
  disconnect,
  initialize,
  switchNetwork,
} from '@openappkit/controllers'
import {
  closeModal,
  createState,
  dispose,
  openModal,
  setSwapPresets,
  setThemeMode,
  setThemeVariables,
  subscribeEvents,
  subscribeState,
} from '@openappkit/controllers/internal'
import type { CreateWalletConnectProviderParameters } from '@openappkit/walletconnect'
import { registerAppKitElements } from '../elements/register-app-kit-elements.ts'
import { filterAdapterConnectors } from '../options/filter-adapter-connectors.ts'
import { describeIgnoredOptions } from '../options/find-ignored-options.ts'
import { prepareAdapters } from '../options/prepare-adapters.ts'
import { describeWalletConnectOff } from '../options/resolve-walletconnect-relay.ts'
import { toCoreOptions } from '../options/to-core-options.ts'
import { toModalOptions } from '../options/to-modal-options.ts'
import type { CreateAppKitOptions } from '../options/types.ts'
import { validateOptions } from '../options/validate-options.ts'
import { getActiveAppKit, setActiveAppKit } from './active-app-kit.ts'
import { afterNextPaint } from './after-next-paint.ts'
import { createInstanceMethods } from './create-instance-methods.ts'
import { setInstanceWalletConnect } from './disconnect-connection.ts'
import { fetchNativeBalance } from './fetch-native-balance.ts'
import { createLazyModal } from './lazy-modal.ts'
import { setConnectPrefetch } from './prefetch-connect.ts'
import { preloadAdapters } from './preload-adapters.ts'
import {
  type InstanceState,
  selectAccount,
  selectConnection,
  selectNetwork,
  selectPublicState,
  selectTheme,
  selectWalletInfo,
  selectWalletProvider,
} from './select.ts'
import { setupWalletConnect } from './setup-walletconnect.ts'
import type { AppKit } from './types.ts'
import { createSelection, toSnapshot } from './watch-selection.ts'

export type CreateAppKitParameters = CreateAppKitOptions
/** Services to override (storage, fetch, clock, logger, window), for tests and custom hosts. */
export type CreateAppKitServices = CreateAppKitCoreServices & {
  /**
   * Where the WalletConnect client keeps its keys and sessions: its own IndexedDB database by
   * default; an in-memory one for tests, or a host without IndexedDB.
   */
  walletConnectStorage?: CreateWalletConnectProviderParameters['storage']
}
export type CreateAppKitReturnType = AppKit

/**
 * Creates an OpenAppKit instance. Safe on the server (nothing is mounted or restored there); in
 * the browser it restores the last session and mounts the modal the first time it opens.
 */
export function createAppKit(
  options: CreateAppKitParameters,
  services: CreateAppKitServices = {},
): CreateAppKitReturnType {
  validateOptions(options)
  const { walletConnectStorage, ...coreServices } = services
  const adapters = prepareAdapters(
    options,
    (options.adapters ?? []).map((adapter) => filterAdapterConnectors(adapter, options)),
  )
  const core = createAppKitCore(toCoreOptions(options, adapters), {
    ...coreServices,
    logger: services.logger ?? (options.debug ? createLogger({ level: 'debug' }) : undefined),
  })
  // The core's logger prints errors only unless told otherwise: warnings for the integrator go
  // to the console, or to the logger the host gave.
  const warn = (message: string) =>
    services.logger || options.debug
      ? core.services.logger.warn(message)
      : globalThis.console?.warn(`[openappkit] ${message}`)
  const inBrowser = typeof document !== 'undefined'
  const ignored = describeIgnoredOptions(options)
  if (ignored) warn(ignored)
  // In the browser only: on the server an instance is made per render, the warning each time.
  const walletConnectOff = inBrowser ? describeWalletConnectOff(options) : undefined
  if (walletConnectOff) warn(walletConnectOff)
  const instance = createState<InstanceState>({ initialized: false })
  const modal = createLazyModal(core, toModalOptions(options, core))
  const methods = createInstanceMethods({ core, modal, options, warn })
  // The last pairing URI, for integrators drawing their own QR code (useAppKitWallets).
  const walletConnectUri = createState<{ uri: string | undefined }>({ uri: undefined })
  // Before the first restore: a stored WalletConnect session reconnects like any wallet.
  const walletConnect = setupWalletConnect({
    options,
    adapters,
    modal,
    storage: walletConnectStorage,
    onUri: (uri) => {
      walletConnectUri.uri = uri
    },
  })
  core.runtime.walletConnect = walletConnect
  const stops: (() => void)[] = []

  const selections = {
    state: createSelection([core.state.modal, core.state.chains, instance], () =>
      selectPublicState(core, instance),
    ),
    network: createSelection([core.state.chains], () => selectNetwork(core)),
    theme: createSelection([core.state.theme], () => selectTheme(core)),
  }
  const accountSelections = new Map<string, ReturnType<typeof accountSelection>>()
  const accountSelection = (namespace: ChainNamespace | undefined) =>
    createSelection([core.state.chains], () => selectAccount(core, namespace))
  const accountOf = (namespace: ChainNamespace | undefined) => {
    const key = namespace ?? ''
    let selection = accountSelections.get(key)
    if (!selection) {
      selection = accountSelection(namespace)
      accountSelections.set(key, selection)
    }
    return selection
  }

  const initial: AppKit['initial'] = {
    account: accountOf(undefined).read(),
    network: selections.network.read(),
    state: selections.state.read(),
    theme: selections.theme.read(),
  }

  // The embedded wallet's connector must exist before a stored email session is restored.
  const { email, socials } = core.state.options.remoteFeatures
  const embedded =
    inBrowser && (email || socials) && (options.embeddedWalletUrl || options.api)
      ? import('./setup-embedded-wallet.ts').then((setup) =>
          setup.setupEmbeddedWallet({ core, adapters, options }),
        )
      : undefined
  const ready = inBrowser
    ? Promise.resolve(embedded)
        .then(() => initialize(core, { reconnect: options.enableReconnect !== false }))
        .catch((error: unknown) => core.services.logger.error('AppKit failed to start', error))
        .finally(() => {
          instance.initialized = true
        })
    : Promise.resolve().then(() => {
        instance.initialized = true
      })

  if (inBrowser) {
    // Defined now, in the page's first chunk: the connect button is the first paint, and a
    // separate chunk would cost a round trip after this one runs.
    try {
      registerAppKitElements()
    } catch (error) {
      core.services.logger.error('AppKit elements failed', error)
    }
    // Flows may open the modal themselves (an unsupported network, a sign-in request).
    stops.push(
      subscribeState(core.state.modal, () => {
        if (core.state.modal.open) void modal.ensure()
      }),
    )
  }

  const appKit: AppKit = {
    ...methods,
    // After the spread, which copied the getter's value: `options` follows updateOptions.
    get options() {
      return methods.options
    },
    core,
    initial,
    ready,
    async open({ arguments: presets, ...parameters } = {}) {
      // The incumbent's `open({ view: 'Swap', arguments: { amount, fromToken, toToken } })`.
      if (presets && parameters.view === 'Swap') setSwapPresets(core, presets)
      openModal(core, parameters)
      await modal.ensure()
      // The chain library loads while the person looks at the wallets, not after one is chosen;
      // after the modal's first frames, so its evaluation does not hold them back.
      afterNextPaint(() => preloadAdapters(core))
    },
    async close() {
      closeModal(core)
    },
    switchNetwork: (network) => switchNetwork(core, { caipNetwork: network }),
    disconnect: (namespace) => disconnect(core, { namespace }),
    getAddress: (namespace) => selectAccount(core, namespace).address,
    getCaipAddress: (namespace) => selectAccount(core, namespace).caipAddress,
    getIsConnectedState: () => core.state.chains.activeCaipAddress !== undefined,
    getChainId: () => core.state.chains.activeCaipNetwork?.id,
    getCaipNetwork: (namespace) =>
      namespace
        ? toSnapshot(core.state.chains.chains[namespace]?.networkState.caipNetwork)
        : selectNetwork(core).caipNetwork,
    getWalletProvider: (namespace) => selectWalletProvider(core, namespace),
    getConnection: (caipNetwork) => selectConnection(core, caipNetwork),
    getAccount: (namespace) => accountOf(namespace).read(),
    getNetwork: () => selections.network.read(),
    getWalletInfo: (namespace) => selectWalletInfo(core, namespace),
    getState: () => selections.state.read(),
    getThemeMode: () => core.state.theme.themeMode,
    getThemeVariables: () => selectTheme(core).themeVariables,
    getTheme: () => selections.theme.read(),
    setThemeMode: (themeMode) => setThemeMode(core, themeMode),
    setThemeVariables: (themeVariables) => setThemeVariables(core, themeVariables),
    fetchBalance: (namespace) => fetchNativeBalance(core, { namespace }),
    subscribeAccount: (listener, namespace) => accountOf(namespace).subscribe(listener),
    subscribeNetwork: (listener) => selections.network.subscribe(listener),
    subscribeState: (listener) => selections.state.subscribe(listener),
    subscribeEvents: (listener) => subscribeEvents(core, listener),
    subscribeTheme: (listener) => selections.theme.subscribe(listener),
    getWalletConnectUri: () => walletConnectUri.uri,
    subscribeWalletConnectUri: (listener) =>
      subscribeState(walletConnectUri, () => listener(walletConnectUri.uri)),
    resetWalletConnectUri: () => {
      walletConnectUri.uri = undefined
    },
    subscribeWalletInfo(listener, namespace) {
      let last = selectWalletInfo(core, namespace)
      return subscribeState(core.state.chains, () => {
        const next = selectWalletInfo(core, namespace)
        if (next === last) return
        last = next
        listener(next)
      })
    },
    destroy() {
      for (const stop of stops.splice(0)) stop()
      modal.unmount()
      dispose(core)
      // The adapters' own watchers (EIP-6963, wallet listeners): a next instance gets no echo.
      for (const adapter of adapters) {
        try {
          adapter.destroy()
        } catch (error) {
          core.services.logger.warn(`destroying the ${adapter.namespace} adapter failed`, error)
        }
      }
      if (getActiveAppKit() === appKit) setActiveAppKit(undefined)
    },
  }
  // On the server the instance belongs to one render (through AppKitProvider): concurrent
  // requests must never reach each other's through a process-wide pointer.
  if (inBrowser) setActiveAppKit(appKit)
  setInstanceWalletConnect(appKit, walletConnect)
  setConnectPrefetch(appKit, () => {
    void modal.preload().then(() => {
      // Once open, open() starts the adapters after the modal's first frames.
      if (!core.state.modal.open) afterNextPaint(() => preloadAdapters(core))
    })
  })
  return appKit
}
