import type { CreateSolanaTestWalletParameters } from '../wallet-standard/create-solana-test-wallet.ts'

// Kept apart from install-solana-test-wallet.ts (which touches `window`), like the EVM options.

/** Options of the Solana test wallet that survive `JSON.stringify` into the page. */
export type BrowserSolanaTestWalletOptions = Omit<CreateSolanaTestWalletParameters, 'storage'>

/** Name of the page global that holds the Solana wallet, for `page.evaluate` controls. */
export const SOLANA_TEST_WALLET_GLOBAL = '__openAppKitSolanaTestWallet'
