import type { Hex } from 'viem'
import {
  type BrowserTestWalletOptions,
  TEST_WALLET_GLOBAL,
} from '../browser/browser-test-wallet-options.ts'
import { BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'
import { type InjectablePage, injectWalletBundle } from './inject-wallet-bundle.ts'

export type { InjectablePage } from './inject-wallet-bundle.ts'

export type InjectTestWalletParameters = BrowserTestWalletOptions & {
  /** The wallet's browser script; read from the built package by default. */
  bundle?: string | undefined
}

/** Controls of a wallet living in a page; each call runs in the page. */
export type InjectedTestWallet = {
  rejectNextRequest(): Promise<void>
  switchAccount(account: Hex | number): Promise<Hex>
  switchChain(chainId: number): Promise<void>
  disconnect(): Promise<void>
  /** What the wallet shows now. */
  getState(): Promise<{ address: Hex; chainId: number | undefined; authorized: boolean }>
}

/**
 * Makes a test wallet available in `page` before any page script runs (on every navigation):
 * announced through EIP-6963, optionally as `window.ethereum`. Returns its controls.
 */
export async function injectTestWallet(
  page: InjectablePage,
  parameters: InjectTestWalletParameters,
): Promise<InjectedTestWallet> {
  const { bundle, ...options } = parameters
  const run = await injectWalletBundle(page, {
    bundle,
    bundleUrl: BROWSER_WALLET_BUNDLE_URL,
    installer: 'OpenAppKitTestWallet',
    options,
    walletGlobal: TEST_WALLET_GLOBAL,
    walletName: 'test wallet',
    state: ['address', 'chainId', 'authorized'],
  })
  return {
    rejectNextRequest: () => run('rejectNextRequest'),
    switchAccount: (account) => run('switchAccount', [account]),
    switchChain: (chainId) => run('switchChain', [chainId]),
    disconnect: () => run('disconnect'),
    getState: () => run('getState'),
  }
}
