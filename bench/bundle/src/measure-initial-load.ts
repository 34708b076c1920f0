import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { blockNonLocal } from './block-non-local.ts'
import { gzipSize } from './gzip-size.ts'

export type MeasureInitialLoadParameters = {
  browser: Browser
  /** Origin of the static server that serves `distDir`. */
  origin: string
  /** Path and query of the page, e.g. `/?preset=wagmi`. */
  path: string
  distDir: string
  /** Extra wait after network idle, to catch chunks imported on a timer. */
  settleMs?: number | undefined
}

export type LoadedScript = { path: string; rawBytes: number; gzipBytes: number }

export type MeasureInitialLoadReturnType = {
  scripts: LoadedScript[]
  rawBytes: number
  gzipBytes: number
  /** Requests and WebSockets to other hosts that were aborted. */
  blocked: string[]
}

const isScriptPath = (pathname: string) => /\.m?js$/.test(pathname)

/**
 * Loads the page in a fresh context with every non-loopback request aborted, waits for network
 * idle (plus `settleMs`), and sums raw and gzip-9 sizes of every JS file the page requested.
 */
export async function measureInitialLoad(
  parameters: MeasureInitialLoadParameters,
): Promise<MeasureInitialLoadReturnType> {
  const { browser, origin, path, distDir, settleMs = 1000 } = parameters
  const context = await browser.newContext()
  try {
    const { attempts } = await blockNonLocal(context)
    const requested = new Set<string>()
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (
        url.origin === origin &&
        (isScriptPath(url.pathname) || request.resourceType() === 'script')
      )
        requested.add(url.pathname)
    })
    const page = await context.newPage()
    await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' })
    await page.waitForTimeout(settleMs)
    await page.waitForLoadState('networkidle')
    const scripts: LoadedScript[] = []
    for (const pathname of [...requested].sort()) {
      const content = await readFile(join(distDir, decodeURIComponent(pathname)))
      scripts.push({ path: pathname, rawBytes: content.byteLength, gzipBytes: gzipSize(content) })
    }
    return {
      scripts,
      rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      blocked: [...attempts],
    }
  } finally {
    await context.close()
  }
}
