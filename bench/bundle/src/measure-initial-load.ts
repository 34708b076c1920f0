import type { Browser, Page } from 'playwright-core'
import { blockNonLocal } from './block-non-local.ts'
import { recordScriptRequests } from './record-script-requests.ts'
import { type SizeScriptsReturnType, sizeScripts } from './size-scripts.ts'

export type { LoadedScript } from './size-scripts.ts'

export type MeasureInitialLoadParameters = {
  browser: Browser
  /** Origin of the static server that serves `distDir`. */
  origin: string
  /** Path and query of the page, e.g. `/?preset=wagmi`. */
  path: string
  /** The served folder; scripts are fetched from `origin` when absent. */
  distDir?: string | undefined
  /** Extra wait after network idle, to catch chunks imported on a timer (without `ready`). */
  settleMs?: number | undefined
  /**
   * Resolves when the page is ready for a first click (e.g. its connect button is visible);
   * replaces the `settleMs` wait, so a test waits on a condition rather than a clock.
   */
  ready?: ((page: Page) => Promise<void>) | undefined
}

export type MeasureInitialLoadReturnType = SizeScriptsReturnType & {
  /** Requests and WebSockets to other hosts that were aborted. */
  blocked: string[]
}

/**
 * Loads the page in a fresh context with every non-loopback request aborted, waits for network
 * idle (plus `settleMs`, or until `ready`), and sums raw and gzip-9 sizes of every JS file the
 * page requested.
 */
export async function measureInitialLoad(
  parameters: MeasureInitialLoadParameters,
): Promise<MeasureInitialLoadReturnType> {
  const { browser, origin, path, distDir, settleMs = 1000, ready } = parameters
  const context = await browser.newContext()
  try {
    const { attempts } = await blockNonLocal(context)
    const requests = recordScriptRequests(context, origin)
    const page = await context.newPage()
    await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' })
    if (ready) await ready(page)
    else await page.waitForTimeout(settleMs)
    await page.waitForLoadState('networkidle')
    await requests.settled()
    const sizes = await sizeScripts({ pathnames: requests.pathnames(), origin, distDir })
    return { ...sizes, blocked: [...attempts] }
  } finally {
    await context.close()
  }
}
