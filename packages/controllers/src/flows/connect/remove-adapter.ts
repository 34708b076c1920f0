import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { removeChain } from '../../state/chain/remove-chain.ts'
import { setActiveCaipNetwork } from '../../state/chain/set-active-caip-network.ts'

export type RemoveAdapterParameters = { namespace: ChainNamespace }

/**
 * Removes the adapter and chain of `namespace`. When it was the active chain, the first network
 * of another configured chain becomes active (docs/project/behaviour.md §4).
 */
export async function removeAdapter(
  core: AppKitCore,
  { namespace }: RemoveAdapterParameters,
): Promise<void> {
  core.runtime.adapterSubscriptions.get(namespace)?.()
  core.adapters.delete(namespace)
  const wasActive = core.state.chains.activeChain === namespace
  removeChain(core, { namespace })
  const { connectors, connections } = core.state
  connectors.allConnectors = connectors.allConnectors.filter((item) => item.chain !== namespace)
  delete connectors.activeConnectorIds[namespace]
  delete connections.connections[namespace]
  if (!wasActive) return
  const next = core.state.options.networks.find(
    (network) =>
      network.chainNamespace !== namespace && core.state.chains.chains[network.chainNamespace],
  )
  if (next) await setActiveCaipNetwork(core, { caipNetwork: next })
}
