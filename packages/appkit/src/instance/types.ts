import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '@openappkit/controllers'
import type {
  AccountStatus,
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
} from '@openappkit/controllers/internal'
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
  /**
   * Switches to `network` (asking the wallet when one is connected; another namespace's network
   * makes it the active one).
   */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Disconnects the wallet of `namespace`, or of every namespace when none is given. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** The connected address of `namespace`; undefined when disconnected. */
  getAddress(namespace?: ChainNamespace): string | undefined
  /** The connected account as a CAIP-10 id (`eip155:1:0x…`). */
  getCaipAddress(namespace?: ChainNamespace): CaipAddress | undefined
  /** Whether a wallet is connected on the active namespace. */
  getIsConnectedState(): boolean
  /** The chain id of the active network (a number on eip155, a string elsewhere). */
  getChainId(): number | string | undefined
  /** The active network of `namespace`, as defined in `networks`. */
  getCaipNetwork(namespace?: ChainNamespace): CaipNetwork | undefined
  /** The connected wallet's provider (an EIP-1193 provider on EVM). */
  getWalletProvider(namespace?: ChainNamespace): unknown
  /**
   * The adapter's client for a network's RPC (Solana: a `@solana/web3.js` `Connection`), for the
   * Solana namespace's network by default; undefined when its adapter has none.
   */
  getConnection(caipNetwork?: CaipNetwork): Promise<unknown>
  /** The account of `namespace`: address, CAIP address, connected and status. */
  getAccount(namespace?: ChainNamespace): AppKitAccount
  /** The active network: its definition, CAIP-2 id and chain id. */
  getNetwork(): AppKitNetworkState
  /** What the connected wallet says about itself (name, icon). */
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined
  /** The modal's state: open, loading, initialized, the active namespace and network. */
  getState(): AppKitPublicState
  /** The current theme mode, `light` or `dark`. */
  getThemeMode(): ThemeMode
  /** The theme variables in force (as given, `--apkt-*` or `--w3m-*`). */
  getThemeVariables(): ThemeVariables
  /** The theme mode and variables together. */
  getTheme(): AppKitTheme
  /** Changes the theme mode of the modal and the elements at once. */
  setThemeMode(themeMode: ThemeMode): void
  /** Merges `themeVariables` over the current ones. */
  setThemeVariables(themeVariables: ThemeVariables): void
  /** Reads the native balance of the connected account from its wallet's chain. */
  fetchBalance(namespace?: ChainNamespace): Promise<FetchBalanceReturnType>
  /**
   * Calls `listener` with the account of `namespace` (the active one by default) on each change.
   */
  subscribeAccount(
    listener: (account: AppKitAccount) => void,
    namespace?: ChainNamespace,
  ): () => void
  /** Calls `listener` when the active network changes. */
  subscribeNetwork: Subscribe<AppKitNetworkState>
  /** Calls `listener` when the modal's state changes (opened, closed, loading...). */
  subscribeState: Subscribe<AppKitPublicState>
  /**
   * Calls `listener` with each event of the instance (modal opened, connect success, network
   * switch...).
   */
  subscribeEvents: Subscribe<AppKitEventRecord>
  /** Calls `listener` when the theme mode or variables change. */
  subscribeTheme: Subscribe<AppKitTheme>
  /** Calls `listener` when the connected wallet's info of `namespace` changes. */
  subscribeWalletInfo(
    listener: (info: ConnectedWalletInfo | undefined) => void,
    namespace?: ChainNamespace,
  ): () => void
  /** The last WalletConnect pairing URI (for a QR code of your own); undefined before one. */
  getWalletConnectUri(): string | undefined
  /** Calls `listener` with each new WalletConnect pairing URI (or undefined once it is reset). */
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
  /** The active namespace (`eip155`, `solana`, `bip122`...). */
  getActiveChainNamespace(): ChainNamespace | undefined
  /** Turns features on or off at runtime; features not named keep their value. */
  updateFeatures(features: Partial<Features>): void
  /** Turns remote features on or off at runtime; those not named keep their value. */
  updateRemoteFeatures(remoteFeatures: Partial<RemoteFeatures>): void
  /** The remote features in force, defaults filled in. */
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
