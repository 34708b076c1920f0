import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import type { NetworkState } from './types.ts'

/** `caipNetwork` moves with the active network, so it is set through setActiveCaipNetwork. */
export type UpdateNetworkStateParameters = {
  namespace: ChainNamespace
  patch: Partial<Omit<NetworkState, 'caipNetwork'>>
}

/** Merges `patch` into the network state of `namespace` (approved ids, smart-account networks...). */
export function updateNetworkState(
  core: AppKitCore,
  { namespace, patch }: UpdateNetworkStateParameters,
): void {
  const chain = core.state.chains.chains[namespace]
  if (chain) Object.assign(chain.networkState, patch)
}
