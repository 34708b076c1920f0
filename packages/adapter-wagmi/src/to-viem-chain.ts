import { AppKitError } from '@openappkit/common/errors'
import type { CaipNetwork } from '@openappkit/common/networks'
import { type Chain, defineChain } from 'viem'

/**
 * The viem chain of an eip155 CaipNetwork. CaipNetwork is already shaped like viem's Chain; this
 * drops the CAIP fields and checks the id is numeric.
 */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new AppKitError('NOT_AN_EVM_NETWORK', {
      params: { caipNetworkId: network.caipNetworkId },
    })
  }
  return defineChain({
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls,
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.contracts?.multicall3
      ? { contracts: { multicall3: network.contracts.multicall3 } }
      : {}),
    testnet: network.testnet,
  })
}
