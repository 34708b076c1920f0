import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type {
  AccountStatus,
  AppKitCore,
  AppKitEvent,
  AppKitEventRecord,
  ConnectedWalletInfo,
  ConnectorType,
  Features,
  RemoteFeatures,
  ResolvedOptions,
  RouterData,
  RouterView,
  SwapPresets,
  ThemeMode,
  ThemeVariables,
} from '@openappkit/controllers'
import type { CreateAppKitOptions } from '../options/types.ts'

/** The account of a namespace as hooks and subscribers see it. */
export type AppKitAccount = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountStatus
}

/**
 * The active network as hooks and subscribers see it (`AppKitNetwork`, as the incumbent, names a
 * network definition: see `…/networks`).
 */
export type AppKitNetworkState = {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
}

/** The modal's public state (the incumbent's `useAppKitState`). */
export type AppKitPublicState = {
  open: boolean
  loading: boolean
  initialized: boolean
  activeChain: ChainNamespace | undefined
  selectedNetworkId: CaipNetworkId | undefined
}

/** The theme (the incumbent's `useAppKitTheme` values). */
export type AppKitTheme = { themeMode: ThemeMode; themeVariables: ThemeVariables }

/** Balance of the connected account, in whole units of the network's native currency. */
export type AppKitBalance = { balance: string; symbol: string }

/** Result of `fetchBalance`, shaped like the incumbent's. */
export type FetchBalanceReturnType =
  | { data: AppKitBalance; error: null; isSuccess: true; isError: false }
  | { data: undefined; error: string; isSuccess: false; isError: true }

export type OpenParameters = {
  /** First view; Account when connected, Connect otherwise. */
  view?: RouterView | undefined
  namespace?: ChainNamespace | undefined
  /** Handed to the view (e.g. `{ network }` for SwitchNetwork). */
  data?: RouterData | undefined
  /** What the Swap view starts with: token symbols and the amount sold (view `Swap` only). */
  arguments?: SwapPresets | undefined
}

/** The latest event of the instance (the incumbent's `getEvent()`); empty before the first. */
export type AppKitEventState = { timestamp: number | undefined; data: AppKitEvent | undefined }

/** The connected wallets' providers by namespace (what `subscribeProviders` reports). */
export type AppKitProviders = Partial<Record<ChainNamespace, unknown>>

/** Options `updateOptions` applies to a running instance; the others are fixed at creation. */
export type UpdatableOptions = Pick<
  CreateAppKitOptions,
  | 'features'
  | 'remoteFeatures'
  | 'metadata'
  | 'themeMode'
  | 'themeVariables'
  | 'allowUnsupportedChain'
  | 'enableNetworkSwitch'
  | 'defaultAccountTypes'
  | 'tokens'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
  | 'locale'
>

/** Calls `listener` with each new value; returns the unsubscribe. */
export type Subscribe<Value> = (listener: (value: Value) => void) => () => void

/** One OpenAppKit instance, created by {@link createAppKit}. */
export type AppKit = {
  /** The controllers instance underneath, for advanced use and the modal. */
  readonly core: AppKitCore
  /** The options as given (validated), with what `updateOptions` changed since. */
  readonly options: CreateAppKitOptions
  /**
   * Values at creation: what a server render saw, so hooks hydrate without a mismatch even
   * when the browser restored a session meanwhile.
   */
  readonly initial: {
    account: AppKitAccount
    network: AppKitNetworkState
    state: AppKitPublicState
    theme: AppKitTheme
  }
  /** Settles when the session was restored (browser) — at once on the server. */
  readonly ready: Promise<void>
  /** Opens the modal (mounting it on first use, in the browser). */
  open(parameters?: OpenParameters): Promise<void>
  /** Closes the modal unless the current view forbids it. */
  close(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  getIsConnectedState(): boolean
  getChainId(): number | string | undefined
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  /** The connected wallet's provider (an EIP-1193 provider on EVM). */
  getWalletProvider(namespace?: ChainNamespace): unknown
  /**
   * The adapter's client for a network's RPC (Solana: a `@solana/web3.js` `Connection`), for the
   * Solana namespace's network by default; undefined when its adapter has none.
   */
  getConnection(caipNetwork?: CaipNetwork): Promise<unknown>
  getAccount(namespace?: ChainNamespace): AppKitAccount
  getNetwork(): AppKitNetworkState
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined
  getState(): AppKitPublicState
  getThemeMode(): ThemeMode
  getThemeVariables(): ThemeVariables
  getTheme(): AppKitTheme
  setThemeMode(themeMode: ThemeMode): void
  setThemeVariables(themeVariables: ThemeVariables): void
  /** Reads the native balance of the connected account from its wallet's chain. */
  fetchBalance(namespace?: ChainNamespace): Promise<FetchBalanceReturnType>
  subscribeAccount(
    listener: (account: AppKitAccount) => void,
    namespace?: ChainNamespace,
  ): () => void
  subscribeNetwork: Subscribe<AppKitNetworkState>
  subscribeState: Subscribe<AppKitPublicState>
  subscribeEvents: Subscribe<AppKitEventRecord>
  subscribeTheme: Subscribe<AppKitTheme>
  subscribeWalletInfo(
    listener: (info: ConnectedWalletInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): () => void
  /** The last WalletConnect pairing URI (for a QR code of your own); undefined before one. */
  getWalletConnectUri(): string | undefined
  subscribeWalletConnectUri: Subscribe<string | undefined>
  /** Forgets the pairing URI (a new connect asks for a new one). */
  resetWalletConnectUri(): void
  /** The latest event: what `subscribeEvents` last reported. */
  getEvent(): AppKitEventState
  /** The type of the connector `namespace` (the active one by default) is connected through. */
  getWalletProviderType(namespace?: ChainNamespace): ConnectorType | undefined
  /** Calls `listener` when a wallet provider appears, changes or goes; returns the unsubscribe. */
  subscribeProviders: Subscribe<AppKitProviders>
  /** The networks of `namespace`, or every network of the instance. */
  getCaipNetworks(namespace?: ChainNamespace): CaipNetwork[]
  /** The id of the active network (the incumbent's `getCaipNetworkId`). */
  getCaipNetworkId(): number | string | undefined
  getActiveChainNamespace(): ChainNamespace | undefined
  /** Turns features on or off at runtime; features not named keep their value. */
  updateFeatures(features: Partial<Features>): void
  updateRemoteFeatures(remoteFeatures: Partial<RemoteFeatures>): void
  getRemoteFeatures(): ResolvedOptions['remoteFeatures']
  /** Applies options at runtime (see {@link UpdatableOptions}); others are warned about. */
  updateOptions(options: Partial<CreateAppKitOptions>): void
  /** Adds `network` to the networks of `namespace`, which must have an adapter. */
  addNetwork(namespace: ChainNamespace, network: CaipNetwork): void
  /** Removes a network (by chain id or CAIP-2 id); a namespace keeps at least one. */
  removeNetwork(namespace: ChainNamespace, networkId: number | string): void
  /** Shows `message` (the integrator's text, shown as given) in the modal's error toast. */
  showErrorMessage(message: string): void
  /** Shows `message` (shown as given) in the modal's success toast. */
  showSuccessMessage(message: string): void
  /** Whether the modal is open. */
  isOpen(): boolean
  /** Unmounts the modal, stops every listener this instance started and destroys its adapters. */
  destroy(): void
}
