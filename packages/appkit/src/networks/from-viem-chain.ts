import type { CaipNetwork } from '@openappkit/common/networks'
import type { Chain } from 'viem'

/**
 * A viem chain as a network of ours: eip155, its CAIP-2 id from the chain id, a mainnet unless
 * viem says testnet. viem's own fields (formatters, serializers, per-chain contracts) stay, for
 * the EVM adapters that hand the network to viem or wagmi.
 */
export function fromViemChain(chain: Chain): CaipNetwork {
  return {
    ...chain,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    testnet: chain.testnet ?? false,
  } as CaipNetwork
}
