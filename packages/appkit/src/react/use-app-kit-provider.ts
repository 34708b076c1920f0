import type { ChainNamespace } from '@openappkit/common/caip'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useAppKitAccount } from './use-app-kit-account.ts'

export type UseAppKitProviderReturnType<Provider> = {
  /** The connected wallet's provider (EIP-1193 on eip155); undefined while disconnected. */
  walletProvider: Provider | undefined
}

/** The provider of the wallet connected on `namespace`, to talk to it directly. */
export function useAppKitProvider<Provider = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<Provider> {
  const instance = useAppKitInstance()
  // The provider changes only with the connection, which the account reports.
  const { caipAddress } = useAppKitAccount({ namespace })
  const walletProvider =
    caipAddress === undefined
      ? undefined
      : (instance.getWalletProvider(namespace) as Provider | undefined)
  return { walletProvider }
}
