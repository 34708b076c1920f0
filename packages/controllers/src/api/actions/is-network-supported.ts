import type { CaipNetworkId } from '@openappkit/common/caip'
import type { BlockchainApiClient } from '../blockchain-api-client.ts'
import { getSupportedNetworks } from './get-supported-networks.ts'

export type IsNetworkSupportedParameters = { caipNetworkId: CaipNetworkId | undefined }

/**
 * Whether the API serves `caipNetworkId` (docs/project/behaviour.md §5: checked before each call).
 * A disabled client or an unreachable list count as "not supported", so callers return empty
 * results.
 */
export async function isNetworkSupported(
  client: BlockchainApiClient,
  { caipNetworkId }: IsNetworkSupportedParameters,
): Promise<boolean> {
  if (!client.enabled || !caipNetworkId) return false
  try {
    const { http } = await getSupportedNetworks(client)
    return http.includes(caipNetworkId)
  } catch (error) {
    client.logger?.warn('could not load supported networks', error)
    return false
  }
}
