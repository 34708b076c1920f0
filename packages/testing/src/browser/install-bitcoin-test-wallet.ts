import { createBitcoinTestWallet } from '../bitcoin/create-bitcoin-test-wallet.ts'
import { registerBitcoinTestWallet } from '../bitcoin/register-bitcoin-test-wallet.ts'
import {
  BITCOIN_TEST_WALLET_GLOBAL,
  type BrowserBitcoinTestWalletOptions,
} from './bitcoin-test-wallet-options.ts'

/**
 * Runs in the page before any of its scripts: creates the Bitcoin wallet with `sessionStorage`
 * (a reload keeps the site authorized, as an installed wallet does), lists its sats-connect
 * provider in `window.btc_providers` and registers it with the Wallet Standard.
 */
export function install(options: BrowserBitcoinTestWalletOptions): void {
  const wallet = createBitcoinTestWallet({ ...options, storage: window.sessionStorage })
  registerBitcoinTestWallet(wallet, window)
  Object.defineProperty(window, BITCOIN_TEST_WALLET_GLOBAL, { value: wallet, configurable: true })
}
