import { readFile } from 'node:fs/promises'
import type { Hex } from 'viem'
import {
  type BrowserTestWalletOptions,
  TEST_WALLET_GLOBAL,
} from '../browser/browser-test-wallet-options.ts'
import { BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'

/** The part of a Playwright `Page` the injector uses (so playwright-core stays optional). */
export type InjectablePage = {
  addInitScript(script: { content: string }): Promise<unknown>
  evaluate<TResult, TArgument>(
    pageFunction: (argument: TArgument) => TResult | Promise<TResult>,
    argument: TArgument,
  ): Promise<TResult>
}

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

type PageWallet = {
  rejectNextRequest(): void
  switchAccount(account: Hex | number): Hex
  switchChain(chainId: number): void
  disconnect(): void
  getState: undefined
  address: Hex
  chainId: number | undefined
  authorized: boolean
}

type WalletCommand =
  | 'rejectNextRequest'
  | 'switchAccount'
  | 'switchChain'
  | 'disconnect'
  | 'getState'

let cachedBundle: Promise<string> | undefined

/**
 * Makes a test wallet available in `page` before any page script runs (on every navigation):
 * announced through EIP-6963, optionally as `window.ethereum`. Returns its controls.
 */
export async function injectTestWallet(
  page: InjectablePage,
  parameters: InjectTestWalletParameters,
): Promise<InjectedTestWallet> {
  const { bundle, ...options } = parameters
  cachedBundle ??= readFile(BROWSER_WALLET_BUNDLE_URL, 'utf8')
  const script = bundle ?? (await cachedBundle)
  await page.addInitScript({
    content: `${script}\n;OpenAppKitTestWallet.install(${JSON.stringify(options)});`,
  })
  const call = <TResult>(command: WalletCommand, args: readonly unknown[] = []) =>
    page.evaluate(
      ({ name, command: method, args: values }) => {
        const wallet = (globalThis as unknown as Record<string, PageWallet | undefined>)[name]
        // Runs in the page, where our error classes do not exist.
        if (!wallet) throw new Error('The test wallet is not installed in this page')
        if (method === 'getState') {
          return { address: wallet.address, chainId: wallet.chainId, authorized: wallet.authorized }
        }
        return (wallet[method] as (...parameters: unknown[]) => unknown)(...values)
      },
      { name: TEST_WALLET_GLOBAL, command, args },
    ) as Promise<TResult>
  return {
    rejectNextRequest: () => call('rejectNextRequest'),
    switchAccount: (account) => call('switchAccount', [account]),
    switchChain: (chainId) => call('switchChain', [chainId]),
    disconnect: () => call('disconnect'),
    getState: () => call('getState'),
  }
}
