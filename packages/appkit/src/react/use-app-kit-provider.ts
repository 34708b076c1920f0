import type { ChainNamespace } from '@openappkit/common/caip'
import type { ConnectorType } from '@openappkit/controllers/internal'
import { useAppKitInstance } from './app-kit-context.tsx'
import { useAppKitAccount } from './use-app-kit-account.ts'
import { useCoreState } from './use-core-state.ts'

export type UseAppKitProviderReturnType<Provider> = {
  /**
   * The connected wallet's provider (EIP-1193 on eip155). Typed as the incumbent types it, so
   * its recipes (`walletProvider.signMessage(...)`) compile unchanged; it is `undefined` while
   * the namespace is disconnected — check `isConnected` first.
   */
  walletProvider: Provider
  /** The type of the connector in use (`INJECTED`, `WALLET_CONNECT`, `AUTH`...). */
  walletProviderType: ConnectorType | undefined
}

/** The provider of the wallet connected on `namespace`, to talk to it directly. */
export function useAppKitProvider<Provider = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<Provider> {
  const instance = useAppKitInstance()
  // The provider changes only with the connection, which the account reports.
  const { caipAddress } = useAppKitAccount({ namespace })
  // Read while rendering: a change of connector re-renders through the account's caipAddress.
  useCoreState(instance, 'connectors')
  if (caipAddress === undefined) {
    return { walletProvider: undefined as Provider, walletProviderType: undefined }
  }
  return {
    walletProvider: instance.getWalletProvider(namespace) as Provider,
    walletProviderType: instance.getWalletProviderType(namespace),
  }
}
