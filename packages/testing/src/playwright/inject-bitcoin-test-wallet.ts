import { readFile } from 'node:fs/promises'
import type { BitcoinTestWallet } from '../bitcoin/create-bitcoin-test-wallet.ts'
import {
  BITCOIN_TEST_WALLET_GLOBAL,
  type BrowserBitcoinTestWalletOptions,
} from '../browser/bitcoin-test-wallet-options.ts'
import { BITCOIN_BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'
import type { InjectablePage } from './inject-test-wallet.ts'

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

type BitcoinCommand = 'rejectNextRequest' | 'switchAccount' | 'revoke' | 'getState'

let cachedBundle: Promise<string> | undefined

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
  cachedBundle ??= readFile(BITCOIN_BROWSER_WALLET_BUNDLE_URL, 'utf8')
  const script = bundle ?? (await cachedBundle)
  await page.addInitScript({
    content: `${script}\n;OpenAppKitBitcoinTestWallet.install(${JSON.stringify(options)});`,
  })
  const call = <TResult>(command: BitcoinCommand, args: readonly unknown[] = []) =>
    page.evaluate(
      ({ name, command: method, args: values }) => {
        const wallet = (globalThis as unknown as Record<string, BitcoinTestWallet | undefined>)[
          name
        ]
        // Runs in the page, where our error classes do not exist.
        if (!wallet) throw new Error('The Bitcoin test wallet is not installed in this page')
        if (method === 'getState') {
          return {
            paymentAddress: wallet.paymentAddress,
            ordinalAddress: wallet.ordinalAddress,
            authorized: wallet.authorized,
            requests: [...wallet.requests],
          }
        }
        // Only plain data crosses back to the test (revoke and rejectNextRequest return nothing).
        return (wallet[method] as (...parameters: unknown[]) => unknown)(...values)
      },
      { name: BITCOIN_TEST_WALLET_GLOBAL, command, args },
    ) as Promise<TResult>
  return {
    rejectNextRequest: () => call('rejectNextRequest'),
    switchAccount: (index) => call('switchAccount', [index]),
    revoke: () => call('revoke'),
    getState: () => call('getState'),
  }
}
