import {
  chromiumLaunchOptions,
  injectTestWallet,
  readDevnetManifest,
} from '@openappkit/testing/node'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'

// `pnpm devnet` runs beside this test (or `startDevnetProcess({ ephemeral: true })` in a global
// setup); the dapp's dev server or preview serves it on DAPP_URL.
const dappUrl = process.env.DAPP_URL ?? 'http://127.0.0.1:5173/'
let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions()) // the system Chromium, no download
})
afterAll(() => browser.close())

it('connects through <appkit-button> and signs with the devnet test wallet', async () => {
  const manifest = await readDevnetManifest()
  const [account] = manifest.evm.accounts
  if (!account) throw new Error('the devnet has no funded account')
  const page = await browser.newPage()
  // Announced through EIP-6963 before any page script runs; it signs with the devnet's key.
  const wallet = await injectTestWallet(page, {
    privateKey: account.privateKey,
    rpcUrls: Object.fromEntries(manifest.evm.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    name: 'Test Wallet',
    rdns: 'com.example.test-wallet',
  })
  await page.goto(dappUrl)

  await page.locator('appkit-button').getByRole('button').click()
  await page.getByRole('button', { name: /Test Wallet/ }).click()
  await expect.poll(() => wallet.getState().then((state) => state.authorized)).toBe(true)
  await expect.poll(() => page.getByTestId('address').textContent()).toBe(account.address)

  // Refusals are one call away: the next prompt fails with 4001, as a person saying no.
  await wallet.rejectNextRequest()
  await page.getByTestId('sign').click()
  await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/rejected/i)
})
