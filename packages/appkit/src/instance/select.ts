import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '@openappkit/controllers'
import {
  type ConnectedWalletInfo,
  type ConnectorType,
  getConnectorById,
  getWalletProvider,
} from '@openappkit/controllers/internal'
import type {
  AppKitAccount,
  AppKitEventState,
  AppKitNetworkState,
  AppKitProviders,
  AppKitPublicState,
  AppKitTheme,
} from './types.ts'
import { toSnapshot } from './watch-selection.ts'

/** State of the instance that the controllers do not keep. */
export type InstanceState = { initialized: boolean }

function chainOf(core: AppKitCore, namespace: ChainNamespace | undefined) {
  const target = namespace ?? core.state.chains.activeChain
  return target ? core.state.chains.chains[target] : undefined
}

/** The account of `namespace` (the active one by default). */
export function selectAccount(core: AppKitCore, namespace?: ChainNamespace): AppKitAccount {
  const account = chainOf(core, namespace)?.accountState
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: account?.caipAddress !== undefined,
    status: account?.status ?? 'disconnected',
  }
}

/** The active network. */
export function selectNetwork(core: AppKitCore): AppKitNetworkState {
  const caipNetwork = toSnapshot(core.state.chains.activeCaipNetwork)
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id }
}

/** The modal's public state. */
export function selectPublicState(core: AppKitCore, instance: InstanceState): AppKitPublicState {
  return {
    open: core.state.modal.open,
    loading: core.state.modal.loading,
    initialized: instance.initialized,
    activeChain: core.state.chains.activeChain,
    selectedNetworkId: core.state.chains.activeCaipNetwork?.caipNetworkId,
  }
}

/** The theme. */
export function selectTheme(core: AppKitCore): AppKitTheme {
  return {
    themeMode: core.state.theme.themeMode,
    themeVariables: toSnapshot(core.state.theme.themeVariables),
  }
}

/** What the connected wallet of `namespace` says about itself. */
export function selectWalletInfo(
  core: AppKitCore,
  namespace?: ChainNamespace,
): ConnectedWalletInfo | undefined {
  return toSnapshot(chainOf(core, namespace)?.accountState.connectedWalletInfo)
}

/** The provider of the connector `namespace` is connected through. */
export function selectWalletProvider(core: AppKitCore, namespace?: ChainNamespace): unknown {
  return getWalletProvider(core, { namespace })
}

/** The adapter's RPC client for `caipNetwork` (the Solana namespace's network by default). */
export async function selectConnection(core: AppKitCore, caipNetwork?: CaipNetwork) {
  const network = caipNetwork ?? chainOf(core, 'solana')?.networkState.caipNetwork
  return network && core.adapters.get(network.chainNamespace)?.getConnection?.(network)
}

/** The latest event, as a plain object. */
export function selectEvent(core: AppKitCore): AppKitEventState {
  const { timestamp, data } = core.state.events
  return { timestamp, data: toSnapshot(data) }
}

/** The type of the connector `namespace` (the active one by default) is connected through. */
export function selectWalletProviderType(
  core: AppKitCore,
  namespace?: ChainNamespace,
): ConnectorType | undefined {
  const target = namespace ?? core.state.chains.activeChain
  if (!target || chainOf(core, target)?.accountState.caipAddress === undefined) return undefined
  const id = core.state.connectors.activeConnectorIds[target]
  return id ? getConnectorById(core, { id, namespace: target })?.type : undefined
}

/** The provider of every connected namespace. */
export function selectProviders(core: AppKitCore): AppKitProviders {
  const providers: AppKitProviders = {}
  for (const namespace of Object.keys(core.state.chains.chains) as ChainNamespace[]) {
    const provider = getWalletProvider(core, { namespace })
    if (provider !== undefined) providers[namespace] = provider
  }
  return providers
}

/** The networks of `namespace`, or all of them, as plain objects. */
export function selectCaipNetworks(core: AppKitCore, namespace?: ChainNamespace): CaipNetwork[] {
  const networks = core.state.options.networks
  return networks
    .filter((network) => namespace === undefined || network.chainNamespace === namespace)
    .map((network) => toSnapshot(network))
}
