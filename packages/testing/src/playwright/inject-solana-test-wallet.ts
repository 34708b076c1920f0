import {
  type BrowserSolanaTestWalletOptions,
  SOLANA_TEST_WALLET_GLOBAL,
} from '../browser/solana-test-wallet-options.ts'
import { SOLANA_BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'
import { type InjectablePage, injectWalletBundle } from './inject-wallet-bundle.ts'

export type InjectSolanaTestWalletParameters = BrowserSolanaTestWalletOptions & {
  /** The wallet's browser script; read from the built package by default. */
  bundle?: string | undefined
}

/** Controls of a Solana wallet living in a page; each call runs in the page. */
export type InjectedSolanaTestWallet = {
  rejectNextRequest(): Promise<void>
  /** The person picks the wallet's account `index`; resolves to its address. */
  switchAccount(index: number): Promise<string>
  /** The person disconnects the site in the wallet. */
  revoke(): Promise<void>
  /** What the wallet shows now, and every feature the page called, in order. */
  getState(): Promise<{ address: string; authorized: boolean; requests: string[] }>
}

/**
 * Makes a Solana Wallet Standard test wallet available in `page` before any page script runs
 * (on every navigation), registered as an installed Phantom would be. Returns its controls.
 */
export async function injectSolanaTestWallet(
  page: InjectablePage,
  parameters: InjectSolanaTestWalletParameters,
): Promise<InjectedSolanaTestWallet> {
  const { bundle, ...options } = parameters
  // The page global is a promise of the wallet: its keys are imported first.
  const run = await injectWalletBundle(page, {
    bundle,
    bundleUrl: SOLANA_BROWSER_WALLET_BUNDLE_URL,
    installer: 'OpenAppKitSolanaTestWallet',
    options,
    walletGlobal: SOLANA_TEST_WALLET_GLOBAL,
    walletName: 'Solana test wallet',
    state: ['address', 'authorized', 'requests'],
  })
  return {
    rejectNextRequest: () => run('rejectNextRequest'),
    switchAccount: (index) => run('switchAccount', [index]),
    revoke: () => run('revoke'),
    getState: () => run('getState'),
  }
}
