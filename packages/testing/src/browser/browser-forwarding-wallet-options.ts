import type { CreateForwardingWalletParameters } from '../forwarding-wallet/types.ts'

// Kept apart from install-forwarding-wallet.ts (which touches `window`) so node code importing
// these typechecks without DOM types.

/** Options that survive `JSON.stringify` into the page (no storage, fetch or target objects). */
export type BrowserForwardingWalletOptions = Omit<
  CreateForwardingWalletParameters,
  'storage' | 'announceTarget' | 'fetch'
>

/** Name of the page global that holds the wallet's controls, for `page.evaluate`. */
export const FORWARDING_WALLET_GLOBAL = '__openAppKitForwardingWallet'
