import { injectTestWallet } from '@openappkit/testing/node'
import type { Browser, Page } from 'playwright-core'
import { blockNonLocal } from './block-non-local.ts'
import { recordScriptRequests } from './record-script-requests.ts'
import { sizeScripts } from './size-scripts.ts'
import {
  type KitTimings,
  TIMING_MARKS,
  TIMINGS_GLOBAL,
  watchKitTimingsScript,
} from './watch-kit-timings.ts'

export type MeasureKitTimingsParameters = {
  browser: Browser
  /** Origin of the static server of the app's dist. */
  origin: string
  /** Path of the page (`/`, `/button.html`). */
  path: string
  /** Name the EIP-6963 test wallet announces; its entry in the list ends t_modal. */
  walletName: string
  /** Then connect the wallet, reload, and time the reconnect (reload → address shown). */
  returningVisitor: boolean
}

export type MeasureKitTimingsReturnType = {
  /** Navigation start → first frame with the connect button visible, ms. */
  buttonMs: number
  /** Click → first frame with the wallet's entry visible, ms. */
  modalMs: number
  /** JS requested before the click (network idle after the button showed), gzip-9 bytes. */
  gzipBytes: number
  scriptCount: number
  /** The matched wallet entry (tag, shadow host). */
  walletEntry: string | undefined
  /** Requests and WebSockets to other hosts until the wallet list showed (all aborted). */
  blocked: string[]
  /** Reload of a connected page → first frame with the address visible, ms (returning visitor). */
  reconnectMs: number | undefined
}

// Anvil's account 0: the wallet only has to be announced, nothing is signed or sent.
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
// Ports nothing listens on: the wallet needs no chain to be listed.
const RPC_URLS = { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:2', 8453: 'http://127.0.0.1:3' }
const BUTTON_TEXT = 'Connect Wallet'
// The last characters of account 0's address (0xf39F…2266), however a kit truncates it.
const ADDRESS_SUFFIX = '2266'

// Serialized into the page by Playwright: self-contained on purpose.
const readTimings = (name: string) =>
  (window as unknown as Record<string, KitTimings | undefined>)[name]
/** Settles when the watcher logs `mark`; start waiting before what makes it happen. */
function waitForMark(page: Page, mark: string): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === mark,
    timeout: 30_000,
  })
}

/**
 * Connects the listed wallet (it approves at once), waits for the address, reloads the page and
 * returns the reload's navigation start → first frame with the address visible again.
 */
async function timeReconnect(page: Page, walletName: string): Promise<number> {
  const connected = waitForMark(page, TIMING_MARKS.address)
  await page.getByRole('button', { name: walletName }).first().click()
  await connected
  const reconnected = waitForMark(page, TIMING_MARKS.address)
  await page.reload()
  await reconnected
  const timings = await page.evaluate(readTimings, TIMINGS_GLOBAL)
  if (timings?.addressAt === undefined) throw new Error('no reconnect recorded')
  return timings.addressAt
}

/**
 * One run in a fresh context (empty cache and storage): the test wallet announced through
 * EIP-6963 and the frame watcher installed before any page script; load, wait for the connect
 * button, then for network idle (the JS a visitor fetched before clicking), click it (a real
 * mouse move, so hover prefetches run as for a person) and wait for the wallet's entry.
 */
export async function measureKitTimings(
  parameters: MeasureKitTimingsParameters,
): Promise<MeasureKitTimingsReturnType> {
  const { browser, origin, path, walletName, returningVisitor } = parameters
  const context = await browser.newContext()
  try {
    const { attempts } = await blockNonLocal(context)
    const requests = recordScriptRequests(context, origin)
    const page = await context.newPage()
    await injectTestWallet(page, {
      privateKey: PRIVATE_KEY,
      rpcUrls: RPC_URLS,
      name: walletName,
      rdns: 'org.openappkit.bench-wallet',
    })
    await page.addInitScript(
      watchKitTimingsScript({
        buttonText: BUTTON_TEXT,
        walletText: walletName,
        addressSuffix: ADDRESS_SUFFIX,
      }),
    )
    const buttonShown = waitForMark(page, TIMING_MARKS.button)
    await page.goto(new URL(path, origin).href)
    await buttonShown
    await page.waitForLoadState('networkidle')
    await requests.settled()
    const beforeClick = await sizeScripts({ pathnames: requests.pathnames(), origin })
    const walletShown = waitForMark(page, TIMING_MARKS.wallet)
    await page.getByRole('button', { name: BUTTON_TEXT }).first().click()
    await walletShown
    const timings = await page.evaluate(readTimings, TIMINGS_GLOBAL)
    const blocked = [...attempts]
    const reconnectMs = returningVisitor ? await timeReconnect(page, walletName) : undefined
    if (
      timings?.buttonAt === undefined ||
      timings.clickAt === undefined ||
      timings.walletAt === undefined
    )
      throw new Error(`no timings recorded on ${origin}${path}`)
    return {
      buttonMs: timings.buttonAt,
      modalMs: timings.walletAt - timings.clickAt,
      gzipBytes: beforeClick.gzipBytes,
      scriptCount: beforeClick.scripts.length,
      walletEntry: timings.walletEntry,
      blocked,
      reconnectMs,
    }
  } finally {
    await context.close()
  }
}
