import {
  blockNonLocal,
  type KitTimings,
  TIMINGS_GLOBAL,
  watchKitTimingsScript,
} from '@openappkit/bench-bundle'
import { injectTestWallet } from '@openappkit/testing/node'
import type { Browser } from 'playwright-core'

export type MeasureClickToWalletParameters = {
  browser: Browser
  /** Full URL of the page under test. */
  url: string
  walletName: string
  /** Settle time after network idle, before the click. */
  settleMs?: number | undefined
}

export type MeasureClickToWalletReturnType = {
  /** From the click event to the first frame showing the wallet's entry, in ms. */
  elapsedMs: number
  /** The element that was matched (tag, and its shadow host). */
  entry: string | undefined
  /** Non-local requests the page attempted (aborted) during the run. */
  blocked: number
}

// Anvil's account 0: the wallet only has to be announced, nothing is signed or sent.
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
// Ports nothing listens on: the wallet needs no chain to be listed.
const RPC_URLS = { 31337: 'http://127.0.0.1:1', 31338: 'http://127.0.0.1:2' }

/**
 * One run in a fresh context: injects the test wallet before load, loads the page and waits for
 * network idle, clicks the connect button and returns the in-page time until the wallet's entry
 * is shown in the modal.
 */
export async function measureClickToWallet(
  parameters: MeasureClickToWalletParameters,
): Promise<MeasureClickToWalletReturnType> {
  const { browser, url, walletName, settleMs = 500 } = parameters
  const context = await browser.newContext()
  try {
    const { attempts } = await blockNonLocal(context)
    const page = await context.newPage()
    await injectTestWallet(page, {
      privateKey: PRIVATE_KEY,
      rpcUrls: RPC_URLS,
      name: walletName,
      rdns: 'org.openappkit.bench-wallet',
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(settleMs)
    const connect = page.getByRole('button', { name: 'Connect Wallet' }).first()
    await connect.waitFor({ state: 'visible' })
    // Installed only after the load so that the apps start in an untouched page.
    await page.evaluate(
      // No wallet connects here: the address is never shown, only the two times are read.
      watchKitTimingsScript({
        buttonText: 'Connect Wallet',
        walletText: walletName,
        addressSuffix: '2266',
      }),
    )
    await connect.click()
    await page.waitForFunction(
      (name) => (window as unknown as Record<string, KitTimings>)[name]?.walletAt !== undefined,
      TIMINGS_GLOBAL,
      { timeout: 30_000 },
    )
    const timing = await page.evaluate(
      (name) => (window as unknown as Record<string, KitTimings>)[name],
      TIMINGS_GLOBAL,
    )
    // The same entry seen through the accessibility tree, as a user (or a test) would find it.
    await page.getByRole('button', { name: walletName }).first().waitFor({ state: 'visible' })
    if (timing?.clickAt === undefined || timing.walletAt === undefined)
      throw new Error(`no timing recorded on ${url}`)
    return {
      elapsedMs: timing.walletAt - timing.clickAt,
      entry: timing.walletEntry,
      blocked: attempts.length,
    }
  } finally {
    await context.close()
  }
}
