import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { ResolvedOptions } from '../options/types.ts'
import type {
  AccountState,
  ChainState,
  ChainsState,
  NetworkState,
  PreferredAccountType,
} from './types.ts'

/** A disconnected account with nothing loaded. */
export function createAccountState(
  preferredAccountType: PreferredAccountType | undefined,
): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType,
    socialProvider: undefined,
    smartAccountDeployed: false,
    farcasterUrl: undefined,
    addressLabels: {},
    currentTab: 0,
    user: undefined,
    status: 'disconnected',
  }
}

/** Network state of a namespace configured with `caipNetworks`, on `caipNetwork`. */
export function createNetworkState(
  caipNetworks: CaipNetwork[],
  caipNetwork: CaipNetwork | undefined,
): NetworkState {
  return {
    caipNetworks: [...caipNetworks],
    caipNetwork,
    requestedCaipNetworks: [...caipNetworks],
    approvedCaipNetworkIds: [],
    supportsAllNetworks: false,
    smartAccountEnabledNetworks: [],
  }
}

/** The chain state of one namespace given the options' networks. */
export function createChainState(namespace: ChainNamespace, options: ResolvedOptions): ChainState {
  const caipNetworks = options.networks.filter((network) => network.chainNamespace === namespace)
  const caipNetwork =
    options.defaultNetwork.chainNamespace === namespace ? options.defaultNetwork : caipNetworks[0]
  return {
    namespace,
    accountState: createAccountState(options.defaultAccountTypes[namespace]),
    networkState: createNetworkState(caipNetworks, caipNetwork),
  }
}

/** One chain per namespace among the options' networks, the default network's one active. */
export function createChainsState(options: ResolvedOptions): ChainsState {
  const chains: ChainsState['chains'] = {}
  for (const network of options.networks) {
    chains[network.chainNamespace] ??= createChainState(network.chainNamespace, options)
  }
  return {
    activeChain: options.defaultNetwork.chainNamespace,
    activeCaipNetwork: options.defaultNetwork,
    activeCaipAddress: undefined,
    chains,
  }
}
