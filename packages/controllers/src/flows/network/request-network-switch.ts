import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'
import { isConnected } from '../../state/chain/is-connected.ts'
import { getConnectorById } from '../../state/connector/get-connector-by-id.ts'
import { pushView } from '../../state/router/push-view.ts'
import { switchNetwork } from './switch-network.ts'

/** Namespaces the embedded (auth) wallet can switch within. */
export const AUTH_CONNECTOR_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

export type RequestNetworkSwitchParameters = {
  caipNetwork: CaipNetwork
  /** Switch without the SwitchNetwork confirmation view where docs/project/behaviour.md §2 allows it. */
  ignoreSwitchConfirmation?: boolean | undefined
}

/** What happened: nothing, a direct switch, or which view now asks the visitor. */
export type RequestNetworkSwitchReturnType =
  | 'unchanged'
  | 'switched'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'

/**
 * The visitor picked `caipNetwork` (docs/project/behaviour.md §2). Not connected: switch at once.
 * Target in another namespace with no connected address there: SwitchActiveChain. Embedded auth
 * wallet on a namespace it supports, or confirmation not ignored: SwitchNetwork. Otherwise switch
 * at once.
 */
export async function requestNetworkSwitch(
  core: AppKitCore,
  { caipNetwork, ignoreSwitchConfirmation = false }: RequestNetworkSwitchParameters,
): Promise<RequestNetworkSwitchReturnType> {
  const chains = core.state.chains
  if (chains.activeCaipNetwork?.caipNetworkId === caipNetwork.caipNetworkId) return 'unchanged'
  const activeChain = chains.activeChain
  if (!isConnected(core, { namespace: activeChain })) {
    await switchNetwork(core, { caipNetwork })
    return 'switched'
  }
  const target = caipNetwork.chainNamespace
  if (target !== activeChain && !isConnected(core, { namespace: target })) {
    pushView(core, {
      view: 'SwitchActiveChain',
      data: {
        switchToChain: target,
        navigateTo: 'Connect',
        navigateWithReplace: true,
        network: caipNetwork,
      },
    })
    return 'SwitchActiveChain'
  }
  const connectorId = activeChain
    ? core.state.connectors.activeConnectorIds[activeChain]
    : undefined
  const connector = connectorId ? getConnectorById(core, { id: connectorId }) : undefined
  const authOnSupportedChain =
    connector?.type === 'AUTH' && AUTH_CONNECTOR_NAMESPACES.includes(target)
  if (authOnSupportedChain || !ignoreSwitchConfirmation) {
    pushView(core, {
      view: 'SwitchNetwork',
      data: { ...core.state.router.data, network: caipNetwork },
    })
    return 'SwitchNetwork'
  }
  await switchNetwork(core, { caipNetwork })
  return 'switched'
}
