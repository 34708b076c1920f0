import type { ChainNamespace } from '@openappkit/common/caip'
import type {
  AdapterConnectReturnType,
  ChainAdapter,
  WalletConnectEip1193Provider,
} from '../adapter/types.ts'
import type { BlockchainApiClient } from '../api/blockchain-api-client.ts'
import type { AppKitServices, TimerHandle } from '../platform/services/types.ts'
import type { ConnectAttemptRun } from '../state/connect-attempt/types.ts'
import type { Connection } from '../state/connection/types.ts'
import type { Connector } from '../state/connector/types.ts'
import type { EmbeddedWalletClient } from '../state/embedded-wallet/types.ts'
import type { AppKitEventRecord } from '../state/events/types.ts'
import type { SIWXConfig } from '../state/siwx/types.ts'
import type { AppKitState } from '../state/store/types.ts'

/** How a remembered connection is re-established (docs/project/behaviour.md §4). */
export type ReconnectMethod = 'social' | 'email' | 'walletConnect' | 'external'

/** Parameters a {@link ReconnectHandler} receives. */
export type ReconnectHandlerParameters = {
  connector: Connector
  connection: Connection
  namespace: ChainNamespace
}

/**
 * Re-establishes a connection a particular way (open the social popup, route to email login,
 * show the WalletConnect QR...). Registered by the packages that own those flows.
 */
export type ReconnectHandler = (
  parameters: ReconnectHandlerParameters,
) => Promise<AdapterConnectReturnType>

/** Listener of {@link AppKitCore} events. */
export type EventListener = (record: AppKitEventRecord) => void

/** Mutable, non-reactive bookkeeping of one instance (timers, listeners, rate limits). */
export type CoreRuntime = {
  /** The pending "show next toast" timer. */
  toastTimer: TimerHandle | undefined
  eventListeners: Set<EventListener>
  /** When the error reports of the last minute were sent (ms). */
  errorReportTimes: number[]
  /** Unsubscribe functions of adapter event listeners, per namespace. */
  adapterSubscriptions: Map<ChainNamespace, () => void>
  /** Serializes read-modify-write updates of one storage key. */
  storageLocks: Map<string, Promise<unknown>>
  /** Sign-in configuration; sign-in is off while undefined. */
  siwx: SIWXConfig | undefined
  /** The embedded wallet, once packages/wallet-frame (or a test fake) registered it. */
  embeddedWallet: EmbeddedWalletClient | undefined
  /** The instance's WalletConnect provider, when WalletConnect is on (names the peer wallet). */
  walletConnect: WalletConnectEip1193Provider | undefined
  /** The connected wallet's provider per namespace; live objects stay out of reactive state. */
  walletProviders: Map<ChainNamespace, unknown>
  /** The promise and view of the current connect attempt, while there is one. */
  connectAttempt: ConnectAttemptRun | undefined
  /** The token last sent on each chain (CAIP-2 id → sendTokenKey), preselected next time. */
  lastSentTokens: Map<string, string>
}

/** One OpenAppKit instance: its state, services, API client and adapters. */
export type AppKitCore = {
  readonly state: AppKitState
  readonly services: AppKitServices
  readonly api: BlockchainApiClient
  readonly adapters: Map<ChainNamespace, ChainAdapter>
  readonly reconnectHandlers: Partial<Record<ReconnectMethod, ReconnectHandler>>
  readonly runtime: CoreRuntime
}
