import { injectTestWallet } from '@openappkit/testing/node'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildNextApp, type StartedNextApp, startNextApp } from './next-app.ts'
import { connectThroughModal, openApp, text } from './open-app.ts'

const WALLET = { name: 'Compat Next Test Wallet', rdns: 'org.openappkit.compat-next-test-wallet' }
const ACCOUNT_INDEX = 9

// React's production build reports a mismatch by its error code only (#418 for a text that
// differs), its development build in words: either way, one of these.
const HYDRATION_PROBLEM =
  /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)\b/i

/** The served HTML's text of the element with `testId` (React renders one text child as is). */
const servedText = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}">([^<]*)<`).exec(html)?.[1]

describe('the incumbent’s Next.js App Router wagmi example (cookieStorage, ssr: true)', () => {
  const { manifest } = inject('compat')
  const [chain] = manifest.evm.chains
  const account = manifest.evm.accounts[ACCOUNT_INDEX]
  if (!chain || !account) throw new TypeError('the devnet manifest lacks a chain or an account')
  let next: StartedNextApp | undefined
  let browser: Browser | undefined
  let page: Page
  let remoteRequests: ReadonlyArray<string>
  const consoleProblems: string[] = []

  beforeAll(async () => {
    // For production, from the packages' dist, for this devnet (next/src/config/devnet-network.ts).
    await buildNextApp({ NEXT_PUBLIC_DEVNET_RPC_URL: chain.rpcUrl })
    next = await startNextApp()
    ;({ browser, page, remoteRequests } = await openApp(`${next.origin}/`, async (target) => {
      target.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          consoleProblems.push(`${message.type()}: ${message.text()}`)
      })
      target.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`))
      await injectTestWallet(target, {
        privateKey: account.privateKey,
        rpcUrls: { [chain.chainId]: chain.rpcUrl },
        chainId: chain.chainId,
        ...WALLET,
      })
    }))
  })

  afterAll(async () => {
    await browser?.close()
    await next?.stop()
  })

  it('serves the session from its cookie, hydrates it without a warning; nothing left the machine', async () => {
    if (!next) throw new Error('next start did not start')
    // A first visit: no cookie, so nothing connected in the HTML, but the button is there.
    const firstHtml = await (await fetch(`${next.origin}/`)).text()
    expect(firstHtml).toContain('<appkit-button')
    expect(servedText(firstHtml, 'wagmi-address')).toBe('none')
    expect(servedText(firstHtml, 'appkit-connected')).toBe('false')

    await expect.poll(() => text(page, 'hydrated')).toBe('true')
    await connectThroughModal(page, WALLET.name)
    await expect.poll(() => text(page, 'wagmi-address'), { timeout: 30_000 }).toBe(account.address)
    expect(await text(page, 'appkit-address')).toBe(account.address)
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).toContain('wagmi.store')

    // The next visit: the server renders what wagmi's cookieToInitialState restored.
    const response = await page.reload()
    const html = (await response?.text()) ?? ''
    expect(html).toContain('<appkit-button')
    expect(servedText(html, 'wagmi-address')).toBe(account.address)
    expect(servedText(html, 'wagmi-chain')).toBe(String(chain.chainId))
    // wagmi's hydrate() gives 'reconnecting' until the browser reconnects, after hydration.
    expect(servedText(html, 'wagmi-status')).toBe('reconnecting')
    expect(servedText(html, 'hydrated')).toBe('false')

    await expect.poll(() => text(page, 'hydrated')).toBe('true')
    await expect.poll(() => text(page, 'appkit-connected'), { timeout: 30_000 }).toBe('true')
    expect(await text(page, 'appkit-address')).toBe(account.address)
    expect(await text(page, 'appkit-caip-address')).toBe(
      `eip155:${chain.chainId}:${account.address}`,
    )
    expect(await text(page, 'wagmi-address')).toBe(account.address)
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    expect(consoleProblems.filter((problem) => HYDRATION_PROBLEM.test(problem))).toEqual([])
    // Nor any other error or warning, on either visit.
    expect(consoleProblems).toEqual([])
    expect(remoteRequests).toEqual([])
  })
})
