import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { createAppKitCore } from '@openappkit/controllers'
import { selectTheme } from '../instance/select.ts'
import type {
  AppKit,
  AppKitAccount,
  AppKitNetworkState,
  AppKitPublicState,
} from '../instance/types.ts'

// Only the core's empty state is read (a network is required to build one); never shown.
const UNUSED_NETWORK: CaipNetwork = {
  id: 0,
  caipNetworkId: 'eip155:0',
  chainNamespace: 'eip155',
  name: 'none',
  nativeCurrency: { name: 'none', symbol: 'none', decimals: 18 },
  rpcUrls: { default: { http: [] } },
  testnet: true,
}

const ACCOUNT: AppKitAccount = {
  address: undefined,
  caipAddress: undefined,
  isConnected: false,
  status: 'disconnected',
}
const NETWORK: AppKitNetworkState = {
  caipNetwork: undefined,
  caipNetworkId: undefined,
  chainId: undefined,
}
const STATE: AppKitPublicState = {
  open: false,
  loading: false,
  initialized: false,
  activeChain: undefined,
  selectedNetworkId: undefined,
}

const refuse = (): never => {
  throw new AppKitError('NO_APP_KIT_INSTANCE')
}
const refuseLater = async (): Promise<never> => refuse()
const unsubscribe = () => () => {}

function createPlaceholderAppKit(): AppKit {
  const core = createAppKitCore({ networks: [UNUSED_NETWORK], adapters: [] })
  const theme = selectTheme(core)
  return {
    core,
    options: { networks: [UNUSED_NETWORK] },
    initial: { account: ACCOUNT, network: NETWORK, state: STATE, theme },
    ready: Promise.resolve(),
    open: refuseLater,
    close: refuseLater,
    switchNetwork: refuseLater,
    disconnect: refuseLater,
    getAddress: () => undefined,
    getCaipAddress: () => undefined,
    getIsConnectedState: () => false,
    getChainId: () => undefined,
    getCaipNetwork: () => undefined,
    getWalletProvider: () => undefined,
    getConnection: async () => undefined,
    getAccount: () => ACCOUNT,
    getNetwork: () => NETWORK,
    getWalletInfo: () => undefined,
    getState: () => STATE,
    getThemeMode: () => theme.themeMode,
    getThemeVariables: () => theme.themeVariables,
    getTheme: () => theme,
    setThemeMode: refuse,
    setThemeVariables: refuse,
    fetchBalance: refuseLater,
    subscribeAccount: unsubscribe,
    subscribeNetwork: unsubscribe,
    subscribeState: unsubscribe,
    subscribeEvents: unsubscribe,
    subscribeTheme: unsubscribe,
    subscribeWalletInfo: unsubscribe,
    getWalletConnectUri: () => undefined,
    subscribeWalletConnectUri: unsubscribe,
    resetWalletConnectUri: () => {},
    getEvent: () => ({ timestamp: undefined, data: undefined }),
    getWalletProviderType: () => undefined,
    subscribeProviders: unsubscribe,
    getCaipNetworks: () => [],
    getCaipNetworkId: () => undefined,
    getActiveChainNamespace: () => undefined,
    updateFeatures: refuse,
    updateRemoteFeatures: refuse,
    getRemoteFeatures: () => core.state.options.remoteFeatures,
    updateOptions: refuse,
    addNetwork: refuse,
    removeNetwork: refuse,
    showErrorMessage: refuse,
    showSuccessMessage: refuse,
    isOpen: () => false,
    destroy: () => {},
  }
}

let placeholder: AppKit | undefined

/**
 * The instance hooks outside an AppKitProvider render with on the server, and while the browser
 * hydrates that markup: the server shares no instance between requests, so this one is neutral —
 * nothing connected, no network, the modal closed; its actions throw `NO_APP_KIT_INSTANCE`.
 */
export function getPlaceholderAppKit(): AppKit {
  placeholder ??= createPlaceholderAppKit()
  return placeholder
}
