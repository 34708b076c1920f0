import { proxy } from 'valtio/vanilla'
import { createBalancesState } from '../balance/balances-state.ts'
import { createChainsState } from '../chain/chain-state.ts'
import { createConnectAttemptState } from '../connect-attempt/connect-attempt-state.ts'
import { createConnectionsState } from '../connection/connections-state.ts'
import { createConnectorsState } from '../connector/connectors-state.ts'
import { createEmbeddedWalletState } from '../embedded-wallet/embedded-wallet-state.ts'
import { createEventsState } from '../events/events-state.ts'
import { createModalState } from '../modal/modal-state.ts'
import { createNamesState } from '../names/names-state.ts'
import { createOnRampState } from '../onramp/on-ramp-state.ts'
import type { AppKitOptions, ResolvedOptions } from '../options/types.ts'
import { createRouterState } from '../router/router-state.ts'
import { createSendState } from '../send/send-state.ts'
import { createSiwxState } from '../siwx/siwx-state.ts'
import { createSwapState } from '../swap/swap-state.ts'
import { createThemeState } from '../theme/theme-state.ts'
import { createToastState } from '../toast/toast-state.ts'
import { createTransactionsState } from '../transactions/transactions-state.ts'
import type { AppKitState } from './types.ts'

/** Parameters of {@link createStore}. */
export type CreateStoreParameters = {
  options: ResolvedOptions
  theme?: Pick<AppKitOptions, 'themeMode' | 'themeVariables'> | undefined
}

/** Builds fresh valtio proxies for one instance; nothing is shared between calls. */
export function createStore({ options, theme }: CreateStoreParameters): AppKitState {
  return {
    options: proxy(options),
    chains: proxy(createChainsState(options)),
    connections: proxy(createConnectionsState()),
    connectors: proxy(createConnectorsState()),
    connectAttempt: proxy(createConnectAttemptState()),
    modal: proxy(createModalState()),
    router: proxy(createRouterState()),
    toast: proxy(createToastState()),
    theme: proxy(createThemeState(theme)),
    events: proxy(createEventsState()),
    send: proxy(createSendState()),
    siwx: proxy(createSiwxState()),
    balances: proxy(createBalancesState()),
    transactions: proxy(createTransactionsState()),
    swap: proxy(createSwapState()),
    onRamp: proxy(createOnRampState()),
    names: proxy(createNamesState()),
    embeddedWallet: proxy(createEmbeddedWalletState()),
  }
}
