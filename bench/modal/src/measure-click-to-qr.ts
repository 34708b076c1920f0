import { blockNonLocal } from '@openappkit/bench-bundle'
import { routeWalletConnectNetwork } from '@openappkit/testing/node'
import type { Browser } from 'playwright-core'

export type MeasureClickToQrParameters = {
  browser: Browser
  /** Full URL of the page under test. */
  url: string
  /**
   * The relay on this machine the page's socket to the WalletConnect network is routed to; set
   * for a page configured with a `projectId` and no `relayUrl`.
   */
  walletConnectNetworkRelayUrl?: string | undefined
  /** Settle time after network idle, before the first click. */
  settleMs?: number | undefined
}

export type MeasureClickToQrReturnType = {
  /** From the click on the WalletConnect entry to the first frame showing the QR code, in ms. */
  elapsedMs: number
  /** Sockets the page opened to the WalletConnect network (routed to the local relay). */
  networkSockets: number
  /** Non-local requests the page attempted (aborted) during the run. */
  blocked: number
}

const GLOBAL = '__openAppKitClickToQr'

type Timings = { clickAt?: number; qrAt?: number }

// In the page: the `click` on the WalletConnect entry seen by a capture listener on `window`,
// then the first animation frame in which the QR code's SVG is in the document or any open
// shadow root with a non-empty box.
const watchScript = (name: string) => `(() => {
  const timings = (window[${JSON.stringify(name)}] = {})
  const find = (root) => {
    const found = root.querySelector('.apkt-qr__svg')
    if (found) return found
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        const inner = find(element.shadowRoot)
        if (inner) return inner
      }
    }
    return undefined
  }
  window.addEventListener('click', (event) => {
    if (timings.clickAt !== undefined) return
    const path = event.composedPath()
    if (!path.some((node) => node instanceof HTMLElement && /WalletConnect/.test(node.textContent ?? '') && node.matches('button, [role="button"]'))) return
    timings.clickAt = performance.now()
    const frame = () => {
      const code = find(document)
      const box = code?.getBoundingClientRect()
      if (box && box.width > 0 && box.height > 0) timings.qrAt = performance.now()
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, true)
})()`

/**
 * One run in a fresh context: loads the page to network idle, opens the modal from the connect
 * button, then times the click on WalletConnect until the QR code is painted — the WalletConnect
 * client's code, its socket to the relay and the pairing's first round trip. Nothing is paired.
 */
export async function measureClickToQr(
  parameters: MeasureClickToQrParameters,
): Promise<MeasureClickToQrReturnType> {
  const { browser, url, walletConnectNetworkRelayUrl, settleMs = 500 } = parameters
  const context = await browser.newContext()
  try {
    const { attempts } = await blockNonLocal(context)
    const page = await context.newPage()
    const network = walletConnectNetworkRelayUrl
      ? await routeWalletConnectNetwork(page, { relayUrl: walletConnectNetworkRelayUrl })
      : { sockets: [] }
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(settleMs)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const walletConnect = page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' })
    await walletConnect.first().waitFor({ state: 'visible' })
    await page.evaluate(watchScript(GLOBAL))
    await walletConnect.first().click()
    await page.waitForFunction(
      (name) => (window as unknown as Record<string, Timings>)[name]?.qrAt !== undefined,
      GLOBAL,
      { timeout: 30_000 },
    )
    const timings = await page.evaluate(
      (name) => (window as unknown as Record<string, Timings>)[name],
      GLOBAL,
    )
    if (timings?.clickAt === undefined || timings.qrAt === undefined)
      throw new Error(`no timing recorded on ${url}`)
    return {
      elapsedMs: timings.qrAt - timings.clickAt,
      networkSockets: network.sockets.length,
      blocked: attempts.length,
    }
  } finally {
    await context.close()
  }
}
