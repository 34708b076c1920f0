import type { BalancesState } from '../balance/types.ts'
import type { ChainsState } from '../chain/types.ts'
import type { ConnectAttemptState } from '../connect-attempt/types.ts'
import type { ConnectionsState } from '../connection/types.ts'
import type { ConnectorsState } from '../connector/types.ts'
import type { EmbeddedWalletState } from '../embedded-wallet/types.ts'
import type { EventsState } from '../events/types.ts'
import type { ModalState } from '../modal/types.ts'
import type { NamesState } from '../names/types.ts'
import type { OnRampState } from '../onramp/types.ts'
import type { ResolvedOptions } from '../options/types.ts'
import type { RouterState } from '../router/types.ts'
import type { SendState } from '../send/types.ts'
import type { SiwxState } from '../siwx/types.ts'
import type { SwapState } from '../swap/types.ts'
import type { ThemeState } from '../theme/types.ts'
import type { ToastState } from '../toast/types.ts'
import type { TransactionsState } from '../transactions/types.ts'

/** Every reactive slice of one instance; each is its own valtio proxy. */
export type AppKitState = {
  options: ResolvedOptions
  chains: ChainsState
  connections: ConnectionsState
  connectors: ConnectorsState
  /** The latest wallet connect attempt (started by a click, read by the Connecting views). */
  connectAttempt: ConnectAttemptState
  modal: ModalState
  router: RouterState
  toast: ToastState
  theme: ThemeState
  events: EventsState
  send: SendState
  siwx: SiwxState
  /** Token balances of the connected account. */
  balances: BalancesState
  /** Transaction history (activity). */
  transactions: TransactionsState
  swap: SwapState
  onRamp: OnRampState
  /** Name suggestions and registration. */
  names: NamesState
  /** Embedded-wallet login and email-update steps. */
  embeddedWallet: EmbeddedWalletState
}

/** A slice name of {@link AppKitState}. */
export type AppKitStateSlice = keyof AppKitState
