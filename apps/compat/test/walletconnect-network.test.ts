import { createTestWallet } from '@openappkit/testing'
import {
  chromiumLaunchOptions,
  openWalletConnectTestWalletPage,
  type RouteWalletConnectNetworkReturnType,
  refuseNonLocalRequests,
  routeWalletConnectNetwork,
  type StartAppProcessReturnType,
} from '@openappkit/testing/node'
import { createWalletConnectTestWallet } from '@openappkit/testing/walletconnect'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Address, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { disconnectThroughModal, text } from './open-app.ts'
import { scanQrCode } from './scan-qr-code.ts'
import { startRelayProcess } from './start-relay-process.ts'

/** The phone, wherever it runs: WalletKit in this process, or in a page of its own. */
type Phone = {
  pair(uri: string): Promise<void>
  approveNext(): Promise<void>
  requests(): Promise<string[]>
  endedByDapp(): Promise<string[]>
  close(): Promise<void>
}

// The apps are the incumbent's quick starts as they are: `projectId` only, no `relayUrl`, no
// `api`. Their visitor has no browser wallet; the phone holds its own devnet account, apart from
// the other compat journeys'. One phone runs WalletKit in Node, the other in a second browser.
const JOURNEYS = [
  { app: 'wagmi', accountIndex: 10, phoneIn: 'node' },
  { app: 'ethers', accountIndex: 11, phoneIn: 'page' },
] as const

const PROJECT_ID = 'compat-project'

/** The JSON payload of a JWT (not verified: the relay does that). */
function jwtPayload(token: string | null): Record<string, unknown> {
  const [, payload = ''] = (token ?? '').split('.')
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
}

describe.each(JOURNEYS)(
  'the incumbent’s $app quick start, projectId only, for a visitor without a browser wallet',
  ({ app, accountIndex, phoneIn }) => {
    const { manifest, origin } = inject('compat')
    const [chain] = manifest.evm.chains
    const account = manifest.evm.accounts[accountIndex]
    if (!chain || !account) throw new TypeError('the devnet manifest lacks a chain or an account')
    const phoneKey = account.privateKey as `0x${string}`
    const firstChainId = chain.chainId
    const rpcUrls = Object.fromEntries(
      manifest.evm.chains.map((item) => [item.chainId, item.rpcUrl]),
    )
    let relay: StartAppProcessReturnType
    let browser: Browser
    let page: Page
    let phone: Phone
    let network: RouteWalletConnectNetworkReturnType
    const offMachine: ReadonlyArray<string>[] = []

    async function nodePhone(): Promise<Phone> {
      const wallet = createTestWallet({
        privateKey: phoneKey,
        rpcUrls,
        chainId: firstChainId,
        announceTarget: null,
      })
      const walletKit = await createWalletConnectTestWallet({
        relayUrl: relay.url,
        wallet,
        chainIds: manifest.evm.chains.map((item) => item.chainId),
      })
      return {
        pair: (uri) => walletKit.pair(uri),
        approveNext: async () => {
          await (await walletKit.nextProposal()).approve()
        },
        requests: async () => walletKit.requests.map(({ method }) => method),
        endedByDapp: async () => [...walletKit.endedByDapp],
        close: () => walletKit.close(),
      }
    }

    async function pagePhone(): Promise<Phone> {
      // Another device: a browser context of its own, held to the same rule as the site's.
      const context = await browser.newContext()
      offMachine.push((await refuseNonLocalRequests(context)).nonLocalRequests)
      const walletKit = await openWalletConnectTestWalletPage(await context.newPage(), {
        relayUrl: relay.url,
        privateKey: phoneKey,
        rpcUrls: Object.fromEntries(Object.entries(rpcUrls)),
      })
      return {
        pair: (uri) => walletKit.pair(uri),
        approveNext: async () => {
          await (await walletKit.nextProposal()).approve()
        },
        requests: async () => (await walletKit.requests()).map(({ method }) => method),
        endedByDapp: () => walletKit.endedByDapp(),
        close: () => walletKit.close(),
      }
    }

    beforeAll(async () => {
      relay = await startRelayProcess()
      browser = await chromium.launch(chromiumLaunchOptions())
      const context = await browser.newContext()
      offMachine.push((await refuseNonLocalRequests(context)).nonLocalRequests)
      page = await context.newPage()
      // The page believes it talks to the WalletConnect network; the socket lands on our relay.
      network = await routeWalletConnectNetwork(page, { relayUrl: relay.url })
      phone = phoneIn === 'node' ? await nodePhone() : await pagePhone()
      const query = new URLSearchParams({ rpc: chain.rpcUrl })
      await page.goto(`${origin}/${app}.html?${query}`)
    })

    afterAll(async () => {
      await phone?.close()
      await browser?.close()
      await relay?.stop()
    })

    it(`shows a WalletConnect QR code; the phone (WalletKit in ${phoneIn === 'node' ? 'Node' : 'a page'}) pairs and the app shows its account`, async () => {
      await expect.poll(() => text(page, `${app}-status`)).toBe('disconnected')
      await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).first().click()
      const uri = await scanQrCode(page)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?.*relay-protocol=irn/)
      await phone.pair(uri)
      await phone.approveNext()
      await expect
        .poll(() => text(page, `${app}-address`), { timeout: 30_000 })
        .toBe(account.address)
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      // useWalletInfo names the phone's wallet (its session metadata), not WalletConnect.
      await expect
        .poll(() => text(page, 'info-wallet'))
        .toBe('OpenAppKit WalletConnect Test Wallet')
    })

    it('signs through the app’s own library code on the phone; the signature verifies', async () => {
      await page.getByTestId(`${app}-sign`).click()
      await expect.poll(() => text(page, `${app}-signature`), { timeout: 30_000 }).toMatch(/^0x/)
      const signature = (await text(page, `${app}-signature`)) as `0x${string}`
      const message = await text(page, `${app}-message`)
      expect(await verifyMessage({ address: account.address as Address, message, signature })).toBe(
        true,
      )
      expect(await phone.requests()).toContain('personal_sign')
    })

    it('opened the WalletConnect network’s relay with the projectId and a did:key auth, and nothing else off the machine', () => {
      expect(network.sockets.length).toBeGreaterThan(0)
      for (const socket of network.sockets) {
        expect(socket.origin).toBe('wss://relay.walletconnect.org')
        expect(socket.searchParams.get('projectId')).toBe(PROJECT_ID)
        const auth = jwtPayload(socket.searchParams.get('auth'))
        expect(auth.aud).toBe('wss://relay.walletconnect.org')
        expect(auth.iss).toMatch(/^did:key:z6Mk/)
      }
      for (const requests of offMachine) expect(requests).toEqual([])
    })

    it('disconnects from the account button; the session ends on the phone too', async () => {
      await disconnectThroughModal(page)
      await expect.poll(() => text(page, `${app}-status`)).toBe('disconnected')
      await expect.poll(() => phone.endedByDapp(), { timeout: 30_000 }).toHaveLength(1)
      for (const requests of offMachine) expect(requests).toEqual([])
    })
  },
)

// The WalletConnect client's own proposal expiry (5 minutes) with the page's clock moved on: the
// QR code on screen is replaced by a fresh one, which a phone can still pair with.
describe('the incumbent’s wagmi quick start, projectId only, when the QR code expires unanswered', () => {
  const { manifest, origin } = inject('compat')
  const [chain] = manifest.evm.chains
  const account = manifest.evm.accounts[12]
  if (!chain || !account) throw new TypeError('the devnet manifest lacks a chain or an account')
  let relay: StartAppProcessReturnType
  let browser: Browser
  let page: Page
  let nonLocalRequests: ReadonlyArray<string>

  beforeAll(async () => {
    relay = await startRelayProcess()
    browser = await chromium.launch(chromiumLaunchOptions())
    const context = await browser.newContext()
    ;({ nonLocalRequests } = await refuseNonLocalRequests(context))
    page = await context.newPage()
    await routeWalletConnectNetwork(page, { relayUrl: relay.url })
    await page.clock.install()
    await page.goto(`${origin}/wagmi.html?${new URLSearchParams({ rpc: chain.rpcUrl })}`)
  })

  afterAll(async () => {
    await browser?.close()
    await relay?.stop()
  })

  it('shows a fresh QR code five minutes later; the phone pairs with it', async () => {
    await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).first().click()
    const expired = await scanQrCode(page)
    await page.clock.fastForward('05:01')
    const fresh = await scanQrCode(page, expired)
    expect(fresh).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(fresh.slice(0, 67)).not.toBe(expired.slice(0, 67))

    const wallet = createTestWallet({
      privateKey: account.privateKey as `0x${string}`,
      rpcUrls: { [chain.chainId]: chain.rpcUrl },
      announceTarget: null,
    })
    const phone = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      wallet,
      chainIds: [chain.chainId],
    })
    try {
      await phone.pair(fresh)
      await (await phone.nextProposal()).approve()
      await expect
        .poll(() => text(page, 'wagmi-address'), { timeout: 30_000 })
        .toBe(account.address)
    } finally {
      await phone.close()
    }
    expect(nonLocalRequests).toEqual([])
  })
})
