import { toAppKitError } from '@openappkit/common/errors'
import { type CaipNetwork, toAddEthereumChainParameter } from '@openappkit/common/networks'
import type { Eip1193Provider } from './eip1193.ts'

/**
 * Moves the wallet to `network`; a wallet that does not know the chain (4902) is asked to add it
 * (EIP-3085, with `iconUrl` when given) and then to switch again.
 */
export async function switchEthereumChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
  iconUrl?: string | undefined,
): Promise<void> {
  const chainId = `0x${Number(network.id).toString(16)}`
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    if (toAppKitError(error).code !== 'UNRECOGNIZED_CHAIN') throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [toAddEthereumChainParameter(network, iconUrl)],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
}
