import type { CaipNetwork } from './types.ts'

/** `wallet_addEthereumChain`'s parameter object (EIP-3085). */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls: string[]
  iconUrls: string[]
}

/**
 * `wallet_addEthereumChain` parameters of a network: the docs/project/behaviour.md §7 fields, for
 * every adapter.
 */
export function toAddEthereumChainParameter(
  network: CaipNetwork,
  iconUrl?: string | undefined,
): AddEthereumChainParameter {
  const explorers = Object.values(network.blockExplorers ?? {}).map((explorer) => explorer.url)
  return {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    blockExplorerUrls: explorers,
    iconUrls: iconUrl ? [iconUrl] : [],
  }
}
