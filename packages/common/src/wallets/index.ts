export { builtInWallets } from './built-in-wallets.ts'
export type { BuiltInWallet, WalletNamespace } from './types.ts'
export { isSafeWalletLink, walletBrowseLink, walletConnectLink } from './wallet-links.ts'
export { walletInitials, walletMonogram } from './wallet-monogram.ts'
