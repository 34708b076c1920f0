import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { ChainId } from '../../adapter/types.ts'
import type { AppKitCore } from '../../core/types.ts'

export type FindCaipNetworkParameters = { namespace: ChainNamespace; chainId: ChainId }

/** The configured network of `namespace` with `chainId` (id or CAIP-2 id), if any. */
export function findCaipNetwork(
  core: AppKitCore,
  { namespace, chainId }: FindCaipNetworkParameters,
): CaipNetwork | undefined {
  const wanted = String(chainId)
  return core.state.chains.chains[namespace]?.networkState.caipNetworks.find(
    (network) => String(network.id) === wanted || network.caipNetworkId === wanted,
  )
}
