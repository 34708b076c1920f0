import type { WalletConnectEip1193Provider } from '@openappkit/controllers'

/**
 * What `useAppKitProvider(namespace)` returns for a universal connection: `request` goes to the
 * wallet over the relay, on the given chain (CAIP-2 or its reference) or the active one.
 */
export type UniversalProvider = {
  readonly isWalletConnect: true
  readonly namespace: string
  request(
    arguments_: { method: string; params?: unknown },
    chainId?: string | number,
  ): Promise<unknown>
}

export type CreateUniversalProviderParameters = {
  namespace: string
  walletConnect: WalletConnectEip1193Provider
  activeChain(): string | undefined
}

/** The namespace's view of the site's WalletConnect session. */
export function createUniversalProvider({
  namespace,
  walletConnect,
  activeChain,
}: CreateUniversalProviderParameters): UniversalProvider {
  return {
    isWalletConnect: true,
    namespace,
    request(arguments_, chainId) {
      // EVM without a chain: the EIP-1193 path, whose reads go to the site's node.
      if (chainId === undefined && namespace === 'eip155') return walletConnect.request(arguments_)
      const chain =
        chainId === undefined
          ? activeChain()
          : String(chainId).includes(':')
            ? String(chainId)
            : `${namespace}:${chainId}`
      if (!chain) return walletConnect.request(arguments_)
      return walletConnect.requestOnChain(arguments_, chain)
    },
  }
}
