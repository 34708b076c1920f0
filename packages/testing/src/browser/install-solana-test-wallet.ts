import { createSolanaTestWallet } from '../wallet-standard/create-solana-test-wallet.ts'
import { registerSolanaTestWallet } from '../wallet-standard/register-solana-test-wallet.ts'
import {
  type BrowserSolanaTestWalletOptions,
  SOLANA_TEST_WALLET_GLOBAL,
} from './solana-test-wallet-options.ts'

/**
 * Runs in the page before any of its scripts: creates the Solana wallet with `sessionStorage`
 * (a reload keeps the site authorized, as an installed wallet does) and registers it with the
 * Wallet Standard; the page global resolves to the wallet once its keys are imported.
 */
export function install(options: BrowserSolanaTestWalletOptions): void {
  const ready = createSolanaTestWallet({ ...options, storage: window.sessionStorage }).then(
    (wallet) => {
      registerSolanaTestWallet(wallet)
      return wallet
    },
  )
  Object.defineProperty(window, SOLANA_TEST_WALLET_GLOBAL, { value: ready, configurable: true })
}
