import {
  BITCOIN_TEST_WALLET_GLOBAL,
  type BrowserBitcoinTestWalletOptions,
} from '../browser/bitcoin-test-wallet-options.ts'
import { BITCOIN_BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'
import { type InjectablePage, injectWalletBundle } from './inject-wallet-bundle.ts'

export type InjectBitcoinTestWalletParameters = BrowserBitcoinTestWalletOptions & {
  /** The wallet's browser script; read from the built package by default. */
  bundle?: string | undefined
}

/** What the Bitcoin wallet in a page shows now, and every method the page called, in order. */
export type InjectedBitcoinTestWalletState = {
  paymentAddress: string
  ordinalAddress: string
  authorized: boolean
  requests: string[]
}

/** Controls of a Bitcoin wallet living in a page; each call runs in the page. */
export type InjectedBitcoinTestWallet = {
  rejectNextRequest(): Promise<void>
  /** The person picks the wallet's account `index`; resolves to its two addresses. */
  switchAccount(index: number): Promise<{ paymentAddress: string; ordinalAddress: string }>
  /** The person disconnects the site in the wallet. */
  revoke(): Promise<void>
  getState(): Promise<InjectedBitcoinTestWalletState>
}

/**
 * Makes a Bitcoin test wallet available in `page` before any page script runs (on every
 * navigation), discoverable as an installed Xverse is: sats-connect's `window.btc_providers`
 * and the Wallet Standard. Returns its controls.
 */
export async function injectBitcoinTestWallet(
  page: InjectablePage,
  parameters: InjectBitcoinTestWalletParameters,
): Promise<InjectedBitcoinTestWallet> {
  const { bundle, ...options } = parameters
  const run = await injectWalletBundle(page, {
    bundle,
    bundleUrl: BITCOIN_BROWSER_WALLET_BUNDLE_URL,
    installer: 'OpenAppKitBitcoinTestWallet',
    options,
    walletGlobal: BITCOIN_TEST_WALLET_GLOBAL,
    walletName: 'Bitcoin test wallet',
    state: ['paymentAddress', 'ordinalAddress', 'authorized', 'requests'],
  })
  return {
    rejectNextRequest: () => run('rejectNextRequest'),
    switchAccount: (index) => run('switchAccount', [index]),
    revoke: () => run('revoke'),
    getState: () => run('getState'),
  }
}
