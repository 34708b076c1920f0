import { readFile } from 'node:fs/promises'
import type { Hex } from 'viem'
import type { PageWalletConnectTestWallet } from '../browser/install-walletconnect-test-wallet.ts'
import {
  type BrowserPendingProposal,
  type BrowserWalletConnectTestWalletOptions,
  WALLETCONNECT_TEST_WALLET_GLOBAL,
} from '../browser/walletconnect-test-wallet-options.ts'
import { WALLETCONNECT_BROWSER_WALLET_BUNDLE_URL } from '../browser-wallet-bundle.ts'

/** The part of a Playwright `Page` the wallet page uses (so playwright-core stays optional). */
export type WalletPage = {
  goto(url: string): Promise<unknown>
  addScriptTag(script: { content: string }): Promise<unknown>
  evaluate<TResult, TArgument>(
    pageFunction: (argument: TArgument) => TResult | Promise<TResult>,
    argument: TArgument,
  ): Promise<TResult>
}

export type OpenWalletConnectTestWalletPageParameters = BrowserWalletConnectTestWalletOptions & {
  /** The wallet's browser script; read from the built package by default. */
  bundle?: string | undefined
  /** A page served on this machine the wallet runs in; the relay's own HTTP address by default. */
  pageUrl?: string | undefined
}

/** A proposal waiting in the wallet page; approving or rejecting runs in the page. */
export type PagePendingProposal = BrowserPendingProposal & {
  /** Resolves to the session's topic once the dapp acknowledged it. */
  approve(): Promise<string>
  reject(): Promise<void>
}

/** Controls of a WalletConnect wallet living in a page of its own; each call runs in the page. */
export type PageWalletConnectTestWalletControls = {
  pair(uri: string): Promise<void>
  nextProposal(): Promise<PagePendingProposal>
  /** Topics of the active sessions. */
  sessionTopics(): Promise<string[]>
  requests(): Promise<Array<{ method: string; chainId: string }>>
  /** Topics of the sessions the dapp ended. */
  endedByDapp(): Promise<string[]>
  address(): Promise<Hex>
  disconnect(): Promise<void>
  close(): Promise<void>
}

/**
 * The relay's own HTTP address (`ws://host:port` → `http://host:port/`): a document served from
 * this machine, so Chromium's local network access checks let the page open its socket to the
 * relay (a document a route made up, or from another address space, may not reach loopback), and
 * a secure context (`crypto.randomUUID`). What the relay answers there does not matter.
 */
const relayPageUrl = (relayUrl: string) => {
  const url = new URL(relayUrl)
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:'
  url.pathname = '/'
  url.search = ''
  return url.href
}

let cachedBundle: Promise<string> | undefined

/**
 * Turns `page` into a phone running the WalletConnect test wallet on WalletKit, in the browser:
 * the wallet bundle runs in a page of this machine (the relay's own address by default) and its
 * socket goes to `relayUrl`. Returns controls that run in the page.
 */
export async function openWalletConnectTestWalletPage(
  page: WalletPage,
  parameters: OpenWalletConnectTestWalletPageParameters,
): Promise<PageWalletConnectTestWalletControls> {
  const { bundle, pageUrl, ...options } = parameters
  cachedBundle ??= readFile(WALLETCONNECT_BROWSER_WALLET_BUNDLE_URL, 'utf8')
  const script = bundle ?? (await cachedBundle)
  await page.goto(pageUrl ?? relayPageUrl(options.relayUrl))
  await page.addScriptTag({
    content: `${script}\n;OpenAppKitWalletConnectTestWallet.install(${JSON.stringify(options)});`,
  })
  const call = <TResult>(command: keyof PageWalletConnectTestWallet, args: unknown[] = []) =>
    page.evaluate(
      async ({ name, command: method, args: values }) => {
        const ready = (globalThis as unknown as Record<string, unknown>)[name] as
          | Promise<PageWalletConnectTestWallet>
          | undefined
        // Runs in the page, where our error classes do not exist.
        if (!ready) throw new Error('The WalletConnect test wallet is not installed in this page')
        const wallet = await ready
        return (wallet[method] as (...parameters: unknown[]) => unknown)(...values)
      },
      { name: WALLETCONNECT_TEST_WALLET_GLOBAL, command, args },
    ) as Promise<TResult>
  // Started now: a failing WalletKit start fails here, not at the first pairing.
  await call('sessionTopics')
  return {
    pair: (uri) => call('pair', [uri]),
    async nextProposal() {
      const proposal = await call<BrowserPendingProposal>('nextProposal')
      return {
        ...proposal,
        approve: () => call<string>('approve', [proposal.id]),
        reject: () => call<void>('reject', [proposal.id]),
      }
    },
    sessionTopics: () => call('sessionTopics'),
    requests: () => call('requests'),
    endedByDapp: () => call('endedByDapp'),
    address: () => call('address'),
    disconnect: () => call('disconnect'),
    close: () => call('close'),
  }
}
