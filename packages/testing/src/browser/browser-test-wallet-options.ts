import type { CreateTestWalletParameters } from '../wallet/types.ts'

// Kept apart from install-test-wallet.ts (which touches `window`) so node code importing these
// typechecks without DOM types.

/** Options that survive `JSON.stringify` into the page (no storage, fetch or target objects). */
export type BrowserTestWalletOptions = Omit<
  CreateTestWalletParameters,
  'storage' | 'announceTarget' | 'fetch' | 'rpcUrls'
> & {
  /** By chain id; JSON turns the keys into strings, which the wallet reads back as numbers. */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** Also set `window.ethereum` (legacy injection), not only the EIP-6963 announcement. */
  windowEthereum?: boolean | undefined
}

/** Name of the page global that holds the wallet, for `page.evaluate` controls. */
export const TEST_WALLET_GLOBAL = '__openAppKitTestWallet'
