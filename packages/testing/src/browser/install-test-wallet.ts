import { createTestWallet } from '../wallet/create-test-wallet.ts'
import type { CreateTestWalletParameters, TestWallet } from '../wallet/types.ts'

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
