import type { CaipNetworkId } from '../caip/caip.ts'
import { allNetworks } from './catalogue.ts'
import type { CaipNetwork } from './types.ts'

/**
 * The network whose `caipNetworkId` equals `caipNetworkId`, searched in `networks` (default: the
 * public catalogue), or `undefined`.
 */
export function getNetworkByCaipNetworkId(
  caipNetworkId: CaipNetworkId | string,
  networks: readonly CaipNetwork[] = allNetworks,
): CaipNetwork | undefined {
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}
