import type { CaipNetwork } from '@openappkit/common/networks'
import type { AppKitCore } from '../../core/types.ts'
import { STORAGE_KEYS } from '../../platform/storage/keys.ts'
import { writeStoredJson } from '../../platform/storage/stored-json.ts'
import { setChainNetwork } from './set-chain-network.ts'

export type SetActiveCaipNetworkParameters = { caipNetwork: CaipNetwork }

/**
 * Makes `caipNetwork` the active network: its namespace becomes the active chain and the active
 * address moves to that namespace's account on the new network (docs/project/behaviour.md §4).
 * Remembered in storage. Throws `Network not found` when the namespace is not configured.
 */
export async function setActiveCaipNetwork(
  core: AppKitCore,
  { caipNetwork }: SetActiveCaipNetworkParameters,
): Promise<void> {
  const chains = core.state.chains
  const { namespace, caipNetwork: network, caipAddress } = setChainNetwork(core, { caipNetwork })
  chains.activeChain = namespace
  chains.activeCaipNetwork = network
  chains.activeCaipAddress = caipAddress
  await writeStoredJson(core.services, STORAGE_KEYS.activeCaipNetworkId, network.caipNetworkId)
}
