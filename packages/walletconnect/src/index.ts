export {
  type CreateWalletConnectProviderParameters,
  createWalletConnectProvider,
  WALLETCONNECT_METHODS,
  type WalletConnectProvider,
} from './create-walletconnect-provider.ts'
export { createLocalVerify } from './local-verify.ts'
