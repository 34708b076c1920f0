import type { CreateBitcoinTestWalletParameters } from '../bitcoin/bitcoin-wallet-core.ts'

// Kept apart from install-bitcoin-test-wallet.ts (which touches `window`), like the EVM options.

/** Options of the Bitcoin test wallet that survive `JSON.stringify` into the page. */
export type BrowserBitcoinTestWalletOptions = Omit<CreateBitcoinTestWalletParameters, 'storage'>

/** Name of the page global that holds the Bitcoin wallet, for `page.evaluate` controls. */
export const BITCOIN_TEST_WALLET_GLOBAL = '__openAppKitBitcoinTestWallet'
