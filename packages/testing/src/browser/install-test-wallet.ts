import { createTestWallet } from '../wallet/create-test-wallet.ts'
import type { CreateTestWalletParameters, TestWallet } from '../wallet/types.ts'
import { type BrowserTestWalletOptions, TEST_WALLET_GLOBAL } from './browser-test-wallet-options.ts'

/**
 * Runs in the page before any of its scripts: creates the wallet with `sessionStorage` so a
 * reload keeps the session (as a real wallet remembers an authorized site), announces it.
 */
export function install(options: BrowserTestWalletOptions): TestWallet {
  const { windowEthereum, rpcUrls, ...rest } = options
  const wallet = createTestWallet({
    ...rest,
    rpcUrls: rpcUrls as CreateTestWalletParameters['rpcUrls'],
    storage: window.sessionStorage,
    announceTarget: window,
  })
  Object.defineProperty(window, TEST_WALLET_GLOBAL, { value: wallet, configurable: true })
  if (windowEthereum)
    Object.defineProperty(window, 'ethereum', { value: wallet, configurable: true })
  return wallet
}
