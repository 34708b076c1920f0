import type { CaipNetwork } from '@openappkit/common/networks'
import { type AddEthereumChainParameter, numberToHex } from 'viem'

/** `wallet_addEthereumChain` parameters of a network: the SPEC §7 fields. */
export function toAddEthereumChainParameter(
  network: CaipNetwork,
  iconUrl?: string | undefined,
): AddEthereumChainParameter {
  const explorers = Object.values(network.blockExplorers ?? {}).map((explorer) => explorer.url)
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    blockExplorerUrls: explorers,
    iconUrls: iconUrl ? [iconUrl] : [],
  }
}
