import { type CaipNetwork, SWAP_SUPPORTED_CAIP_NETWORK_IDS } from '@openappkit/common/networks'
import { getSwapTokens } from '../../api/actions/get-swap-tokens.ts'
import type { AppKitCore } from '../../core/types.ts'

/**
 * Whether swaps can run on `caipNetwork`: an API is configured, swaps are not turned off, and
 * the network is an EVM one of docs/project/behaviour.md §9's list or one the API declares by
 * offering swap tokens for it (docs/project/architecture.md §11, e.g. the devnet chains).
 */
export async function isSwapNetworkSupported(
  core: AppKitCore,
  caipNetwork: CaipNetwork,
): Promise<boolean> {
  if (!core.api.enabled || core.state.options.remoteFeatures.swaps === false) return false
  if (caipNetwork.chainNamespace !== 'eip155') return false
  const listed: readonly string[] = SWAP_SUPPORTED_CAIP_NETWORK_IDS
  if (listed.includes(caipNetwork.caipNetworkId)) return true
  try {
    const { tokens } = await getSwapTokens(core.api, { caipNetworkId: caipNetwork.caipNetworkId })
    return tokens.length > 0
  } catch (error) {
    core.services.logger.warn('could not read swap tokens', error)
    return false
  }
}
