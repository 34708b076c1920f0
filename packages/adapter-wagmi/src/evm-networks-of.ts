import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'

/**
 * The eip155 networks of a list that may hold others; none at all is a developer mistake. Kept
 * apart from the wagmi config so the lazy adapter validates its options without wagmi.
 */
export function evmNetworksOf(networks: readonly CaipNetwork[]): [CaipNetwork, ...CaipNetwork[]] {
  const evm = networks.filter((network) => network.chainNamespace === 'eip155')
  const [first, ...rest] = evm
  if (first) return [first, ...rest]
  const [other] = networks
  if (!other) throw new AppKitError('AT_LEAST_ONE_NETWORK_REQUIRED')
  throw new AppKitError('NOT_AN_EVM_NETWORK', { params: { caipNetworkId: other.caipNetworkId } })
}
