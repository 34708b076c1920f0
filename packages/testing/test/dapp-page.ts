import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../src/playwright/chromium-launch-options.ts'

/** A loopback server answering every path with `html`, and Chromium to open it in. */
export async function openDappPage(html: string) {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html')
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser: Browser = await chromium.launch(chromiumLaunchOptions())
  return {
    origin,
    browser,
    async close() {
      await browser.close()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
