import type { ChainNamespace } from '@openappkit/common/caip'
import type { CaipNetwork } from '@openappkit/common/networks'
import type { ChainId } from '../../adapter/types.ts'

export type CreateUnknownCaipNetworkParameters = {
  namespace: ChainNamespace
  chainId: ChainId
  /** Currency to show meanwhile; the namespace's current one is a good guess. */
  nativeCurrency?: CaipNetwork['nativeCurrency'] | undefined
}

/** A placeholder for a network the wallet is on but the dapp does not configure. */
export function createUnknownCaipNetwork({
  namespace,
  chainId,
  nativeCurrency,
}: CreateUnknownCaipNetworkParameters): CaipNetwork {
  const numeric = typeof chainId === 'string' && /^\d+$/.test(chainId) ? Number(chainId) : chainId
  return {
    id: namespace === 'eip155' ? numeric : String(chainId),
    caipNetworkId: `${namespace}:${chainId}`,
    chainNamespace: namespace,
    name: 'Unknown Network',
    nativeCurrency: nativeCurrency ?? { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
  }
}
