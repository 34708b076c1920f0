import { createDevnetTestWallet } from '@openappkit/testing'
import { blockNonLocalFetch, chromiumLaunchOptions } from '@openappkit/testing/node'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@openappkit/testing/walletconnect'
import { type Browser, chromium, devices, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { labValue, modal, waitForLabValue } from './lab-page-object.ts'
import { openLab } from './open-lab.ts'
import { watchAppLinks } from './walletconnect-steps.ts'

// A phone visitor picks a wallet of the catalogue: the tap hands the OS the wallet's link with
// the pairing URI, exactly and encoded, and the wallet app (our WalletConnect test wallet, on
// the lab's relay) connects. One journey per link form; one browser for the file.
const ACCOUNT = 22

type LinkCase = {
  form: string
  device: 'Pixel 7' | 'iPhone 14'
  wallet: string
  /** Picked from the Connect view's rows, or searched in All Wallets. */
  pick: 'connect' | 'search'
  /** `none`: a site without an api, listing the kit's built-in catalogue. */
  api: 'lab' | 'none'
  /** What the link opens before the encoded pairing URI (WalletConnect forms). */
  prefix?: string
  /** Hosts of the universal link to catch. */
  hosts?: readonly string[]
}

const LINK_CASES: readonly LinkCase[] = [
  {
    form: 'universal link, no api',
    device: 'Pixel 7',
    wallet: 'MetaMask',
    pick: 'connect',
    api: 'none',
    prefix: 'https://metamask.app.link/wc?uri=',
    hosts: ['metamask.app.link'],
  },
  {
    form: 'native scheme, found in All Wallets',
    device: 'iPhone 14',
    wallet: 'TokenPocket',
    pick: 'search',
    api: 'lab',
    prefix: 'tpoutside://wc?uri=',
  },
]

/**
 * Resolves once the page's WalletConnect client holds its pairing on the relay (the relay
 * acknowledged its proposal or subscription): the pairing URI exists from then on, as it does
 * on a phone by the time the visitor's finger reaches a wallet.
 */
function pairingSubscribed(page: Page, relayUrl: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().startsWith(relayUrl)) return
      const subscriptions = new Set<unknown>()
      socket.on('framesent', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { id?: unknown; method?: string }
        // The client publishes its proposal on the pairing topic (or subscribes to it).
        if (/^(wc_proposeSession|irn_(batchS|s)ubscribe)$/.test(message.method ?? ''))
          subscriptions.add(message.id)
      })
      socket.on('framereceived', ({ payload }) => {
        const message = JSON.parse(String(payload)) as { id?: unknown; result?: unknown }
        if (subscriptions.has(message.id) && message.result !== undefined) resolve()
      })
    })
  })
}

/**
 * Opens the modal on the phone and taps `wallet`, from the Connect view or All Wallets, once
 * the pairing the wallet list started is ready.
 */
async function pickWallet(
  page: Page,
  { wallet, pick, relayUrl }: { wallet: string; pick: LinkCase['pick']; relayUrl?: string },
) {
  const ready = relayUrl ? pairingSubscribed(page, relayUrl) : Promise.resolve()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().tap()
  const dialog = modal(page, 'Connect Wallet')
  await dialog.waitFor()
  if (pick === 'search') {
    await dialog.getByRole('button', { name: /^All wallets/ }).tap()
    await modal(page).getByRole('searchbox', { name: 'Search wallets' }).fill(wallet)
  }
  await ready
  await modal(page).getByRole('button', { name: wallet, exact: true }).tap()
}

describe('wallet links on a phone, in Chromium', () => {
  let browser: Browser
  let phone: WalletConnectTestWallet
  const fetchGuard = blockNonLocalFetch()
  const { manifest, relayUrl } = inject('lab')
  const { wallet } = createDevnetTestWallet({
    manifest,
    firstAccount: ACCOUNT,
    announceTarget: null,
  })

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions())
    phone = await createWalletConnectTestWallet({ relayUrl, wallet, chainIds: [31337, 31338] })
  })

  afterAll(async () => {
    await phone?.close()
    await browser?.close()
    fetchGuard.restore()
  })

  it.each(LINK_CASES)(
    '$device, $form: $wallet opens with the exact pairing URI and connects',
    async ({ device, wallet: name, pick, api, prefix, hosts }) => {
      const lab = await openLab({
        browser,
        accountIndex: ACCOUNT,
        injectWallet: false,
        query: api === 'none' ? { api: 'none' } : {},
        contextOptions: devices[device],
      })
      try {
        const { page } = lab
        const appLinks = await watchAppLinks(page, { universalHosts: hosts })
        await waitForLabValue(page, 'lab-status', 'disconnected')
        await pickWallet(page, { wallet: name, pick, relayUrl })
        const link = await appLinks.next()
        expect(link.startsWith(prefix as string)).toBe(true)
        const encoded = link.slice((prefix as string).length)
        const uri = decodeURIComponent(encoded)
        // Exact and encoded: the URI round-trips, and nothing follows it.
        expect(encodeURIComponent(uri)).toBe(encoded)
        expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?(?=.*relay-protocol=irn)(?=.*symKey=[0-9a-f]{64})/)
        await modal(page)
          .getByRole('heading', { name: `Continue in ${name}` })
          .waitFor()
        expect(
          await modal(page)
            .getByRole('link', { name: `Open ${name}` })
            .getAttribute('href'),
        ).toBe(link)
        await phone.pair(uri)
        await (await phone.nextProposal()).approve()
        await waitForLabValue(page, 'lab-status', 'connected')
        expect(await labValue(page, 'lab-address')).toBe(wallet.address)
        // The OS got the link; nothing else left the machine (the universal host was caught).
        expect(lab.nonLocalRequests).toEqual([])
        await phone.disconnect()
        await waitForLabValue(page, 'lab-status', 'disconnected')
      } finally {
        await lab.close()
      }
    },
  )

  it("iPhone 14: Phantom opens this page in Phantom's own browser", async () => {
    const lab = await openLab({
      browser,
      accountIndex: ACCOUNT,
      injectWallet: false,
      contextOptions: devices['iPhone 14'],
    })
    try {
      const { page } = lab
      const appLinks = await watchAppLinks(page, { universalHosts: ['phantom.app'] })
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await pickWallet(page, { wallet: 'Phantom', pick: 'search' })
      const pageUrl = page.url()
      expect(await appLinks.next()).toBe(
        `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(new URL(pageUrl).origin)}`,
      )
      await modal(page).getByRole('heading', { name: 'Continue in Phantom' }).waitFor()
      expect(lab.nonLocalRequests).toEqual([])
    } finally {
      await lab.close()
    }
  })

  it("Pixel 7 in MetaMask's in-app browser: its injected provider connects, no WalletConnect", async () => {
    const lab = await openLab({
      browser,
      accountIndex: ACCOUNT,
      walletInfo: { name: 'MetaMask', rdns: 'io.metamask' },
      contextOptions: devices['Pixel 7'],
    })
    try {
      const { page } = lab
      const sockets: string[] = []
      page.on('websocket', (socket) => sockets.push(socket.url()))
      await waitForLabValue(page, 'lab-status', 'disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).first().tap()
      // The catalogue's MetaMask row is the installed wallet, tagged so.
      const row = modal(page, 'Connect Wallet').getByRole('button', { name: /^MetaMask/ })
      await expect.poll(() => row.count()).toBe(1)
      await row.tap()
      await waitForLabValue(page, 'lab-status', 'connected')
      expect(await labValue(page, 'lab-address')).toBe(lab.account.address)
      // No pairing was started: the page opened no socket to the relay.
      expect(sockets.filter((url) => url.startsWith(relayUrl))).toEqual([])
      expect(lab.nonLocalRequests).toEqual([])
    } finally {
      await lab.close()
    }
  })

  it("made no request from the phone wallet's process to any host but the local ones", () => {
    expect(fetchGuard.attempts).toEqual([])
  })
})
