import { registerWallet } from '@wallet-standard/wallet'
import type { SolanaTestWallet } from './create-solana-test-wallet.ts'

/** Registers the test wallet in this page, as an installed Phantom or Solflare registers itself. */
export function registerSolanaTestWallet(testWallet: SolanaTestWallet): void {
  registerWallet(testWallet.wallet)
}
