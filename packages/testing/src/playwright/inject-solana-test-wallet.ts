import { readFile } from 'node:fs/promises'
import {
  type BrowserSolanaTestWalletOptions,
  SOLANA_TEST_WALLET_GLOBAL,
} from '../browser/solana-test-wallet-options.ts'
import { SOLANA_BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'
import type { SolanaTestWallet } from '../wallet-standard/create-solana-test-wallet.ts'
import type { InjectablePage } from './inject-test-wallet.ts'

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

type SolanaCommand = 'rejectNextRequest' | 'switchAccount' | 'revoke' | 'getState'

let cachedBundle: Promise<string> | undefined

/**
 * Makes a Solana Wallet Standard test wallet available in `page` before any page script runs
 * (on every navigation), registered as an installed Phantom would be. Returns its controls.
 */
export async function injectSolanaTestWallet(
  page: InjectablePage,
  parameters: InjectSolanaTestWalletParameters,
): Promise<InjectedSolanaTestWallet> {
  const { bundle, ...options } = parameters
  cachedBundle ??= readFile(SOLANA_BROWSER_WALLET_BUNDLE_URL, 'utf8')
  const script = bundle ?? (await cachedBundle)
  await page.addInitScript({
    content: `${script}\n;OpenAppKitSolanaTestWallet.install(${JSON.stringify(options)});`,
  })
  const call = <TResult>(command: SolanaCommand, args: readonly unknown[] = []) =>
    page.evaluate(
      async ({ name, command: method, args: values }) => {
        const ready = (globalThis as unknown as Record<string, Promise<SolanaTestWallet>>)[name]
        // Runs in the page, where our error classes do not exist.
        if (!ready) throw new Error('The Solana test wallet is not installed in this page')
        const wallet = await ready
        if (method === 'getState') {
          const authorized = wallet.wallet.accounts.length > 0
          return { address: wallet.address, authorized, requests: [...wallet.requests] }
        }
        return (wallet[method] as (...parameters: unknown[]) => unknown)(...values)
      },
      { name: SOLANA_TEST_WALLET_GLOBAL, command, args },
    ) as Promise<TResult>
  return {
    rejectNextRequest: () => call('rejectNextRequest'),
    switchAccount: (index) => call('switchAccount', [index]),
    revoke: () => call('revoke'),
    getState: () => call('getState'),
  }
}
