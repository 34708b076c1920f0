export {
  type CreateWalletConnectProviderParameters,
  createWalletConnectProvider,
  type WalletConnectProvider,
  type WalletConnectSessionEvent,
} from './create-walletconnect-provider.ts'
export { createLocalVerify } from './local-verify.ts'
export type { WalletConnectPeerWallet } from './peer-wallet.ts'
export {
  NAMESPACE_METHODS,
  proposalNamespaces,
  WALLETCONNECT_METHODS,
} from './proposal-namespaces.ts'
