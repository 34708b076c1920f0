import { readFile } from 'node:fs/promises'
import type { Hex } from 'viem'
import {
  type BrowserForwardingWalletOptions,
  FORWARDING_WALLET_GLOBAL,
} from '../browser/browser-forwarding-wallet-options.ts'
import { FORWARDING_BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'
import type { InjectablePage } from './inject-test-wallet.ts'

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

type WalletCommand = keyof InjectedForwardingWallet

let cachedBundle: Promise<string> | undefined

/**
 * Makes a forwarding extension wallet (createForwardingWallet) available in `page` before any page
 * script runs, on every navigation, announced through EIP-6963. Returns its controls.
 */
export async function injectForwardingWallet(
  page: InjectablePage,
  parameters: InjectForwardingWalletParameters,
): Promise<InjectedForwardingWallet> {
  const { bundle, ...options } = parameters
  cachedBundle ??= readFile(FORWARDING_BROWSER_WALLET_BUNDLE_URL, 'utf8')
  const script = bundle ?? (await cachedBundle)
  await page.addInitScript({
    content: `${script}\n;OpenAppKitForwardingWallet.install(${JSON.stringify(options)});`,
  })
  const call = <TResult>(command: WalletCommand, args: readonly unknown[] = []) =>
    page.evaluate(
      ({ name, command: method, args: values }) => {
        const wallet = (globalThis as unknown as Record<string, unknown>)[name] as
          | Record<string, (...parameters: unknown[]) => unknown>
          | undefined
        // Runs in the page, where our error classes do not exist.
        if (!wallet) throw new Error('The forwarding wallet is not installed in this page')
        return wallet[method]?.(...values)
      },
      { name: FORWARDING_WALLET_GLOBAL, command, args },
    ) as Promise<TResult>
  return {
    rejectNextRequest: () => call('rejectNextRequest'),
    switchAccount: (index) => call('switchAccount', [index]),
    switchChain: (chainId) => call('switchChain', [chainId]),
  }
}
