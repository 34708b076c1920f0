export { createWalletDirectory, type WalletDirectory } from './wallet-directory.ts'
export { type WalletListing, walletCatalogueEntrySchema } from './wallet-entry.ts'
export { MAX_WALLETS_PER_PAGE, registerWalletRoutes } from './wallets-route.ts'
