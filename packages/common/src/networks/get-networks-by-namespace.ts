import type { ChainNamespace } from '../caip/caip.ts'
import { allNetworks } from './catalogue.ts'
import type { CaipNetwork } from './types.ts'

/** The networks of `networks` (default: the public catalogue) in `namespace`, in order. */
export function getNetworksByNamespace(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[] = allNetworks,
): CaipNetwork[] {
  return networks.filter((network) => network.chainNamespace === namespace)
}
