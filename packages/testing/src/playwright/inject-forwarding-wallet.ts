import type { Hex } from 'viem'
import {
  type BrowserForwardingWalletOptions,
  FORWARDING_WALLET_GLOBAL,
} from '../browser/browser-forwarding-wallet-options.ts'
import { FORWARDING_BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'
import { type InjectablePage, injectWalletBundle } from './inject-wallet-bundle.ts'

export type InjectForwardingWalletParameters = BrowserForwardingWalletOptions & {
  /** The wallet's browser script; read from the built package by default. */
  bundle?: string | undefined
}

/** What the visitor does in the extension living in a page; each call runs in the page. */
export type InjectedForwardingWallet = {
  rejectNextRequest(): Promise<void>
  switchAccount(index: number): Promise<Hex>
  switchChain(chainId: number): Promise<void>
}

/**
 * Makes a forwarding extension wallet (createForwardingWallet) available in `page` before any page
 * script runs, on every navigation, announced through EIP-6963. Returns its controls.
 */
export async function injectForwardingWallet(
  page: InjectablePage,
  parameters: InjectForwardingWalletParameters,
): Promise<InjectedForwardingWallet> {
  const { bundle, ...options } = parameters
  const run = await injectWalletBundle(page, {
    bundle,
    bundleUrl: FORWARDING_BROWSER_WALLET_BUNDLE_URL,
    installer: 'OpenAppKitForwardingWallet',
    options,
    walletGlobal: FORWARDING_WALLET_GLOBAL,
    walletName: 'forwarding wallet',
    state: [],
  })
  return {
    rejectNextRequest: () => run('rejectNextRequest'),
    switchAccount: (index) => run('switchAccount', [index]),
    switchChain: (chainId) => run('switchChain', [chainId]),
  }
}
