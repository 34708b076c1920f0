import type { CaipAddress, ChainNamespace } from '@openappkit/common/caip'
import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'
import { clonePlain } from '../../platform/utils/clone-plain.ts'

export type SetChainNetworkParameters = { caipNetwork: CaipNetwork }

export type SetChainNetworkReturnType = {
  namespace: ChainNamespace
  caipNetwork: CaipNetwork
  caipAddress: CaipAddress | undefined
}

/**
 * Puts the namespace of `caipNetwork` on that network without making it the active chain; its
 * account moves to the network. Throws `Network not found` for an unconfigured namespace.
 */
export function setChainNetwork(
  core: AppKitCore,
  { caipNetwork }: SetChainNetworkParameters,
): SetChainNetworkReturnType {
  const namespace = caipNetwork.chainNamespace
  const chain = core.state.chains.chains[namespace]
  if (!chain) throw new AppKitError('NETWORK_NOT_FOUND')
  // The instance's own copy: valtio would otherwise share one proxy between instances.
  const network =
    chain.networkState.caipNetworks.find(
      (item) => item.caipNetworkId === caipNetwork.caipNetworkId,
    ) ?? clonePlain(caipNetwork)
  const address = chain.accountState.address
  const caipAddress = address ? (`${network.caipNetworkId}:${address}` as CaipAddress) : undefined
  chain.networkState.caipNetwork = network
  chain.accountState.caipAddress = caipAddress
  return { namespace, caipNetwork: network, caipAddress }
}
