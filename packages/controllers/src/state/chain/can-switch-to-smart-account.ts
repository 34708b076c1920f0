import type { ChainNamespace } from '@openappkit/common/caip'
import type { AppKitCore } from '../../core/types.ts'
import { getPreferredAccountType } from './get-preferred-account-type.ts'

export type CanSwitchToSmartAccountParameters = { namespace?: ChainNamespace | undefined }

/**
 * Smart-account switching is offered only when the namespace's current network has smart
 * accounts enabled and the current type is eoa (docs/project/behaviour.md §4).
 */
export function canSwitchToSmartAccount(
  core: AppKitCore,
  parameters: CanSwitchToSmartAccountParameters = {},
): boolean {
  const namespace = parameters.namespace ?? core.state.chains.activeChain
  const chain = namespace ? core.state.chains.chains[namespace] : undefined
  const network = chain?.networkState.caipNetwork
  if (!chain || !network) return false
  const enabled = chain.networkState.smartAccountEnabledNetworks.includes(Number(network.id))
  return enabled && getPreferredAccountType(core, { namespace }) === 'eoa'
}
