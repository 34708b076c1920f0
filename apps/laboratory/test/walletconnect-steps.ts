import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { modal } from './lab-page-object.ts'

/** Opens the modal and picks WalletConnect: the QR view shows. */
export async function openWalletConnectQr(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page, 'Connect Wallet').waitFor()
  await modal(page).getByRole('button', { name: 'WalletConnect' }).first().click()
}

type Image = { data: Uint8Array; width: number; height: number }

const QUIET_ZONE = 4
const MODULE_PIXELS = 3

/**
 * The code redrawn the way a phone's reader samples it: the centre of every module of an
 * `size` × `size` grid laid over the picture, dark or light, drawn as solid squares with a quiet
 * zone. The page draws round dots and no margin; a reader's grid sampling does not mind, jsQR's
 * binarizer does.
 */
function resample({ data, width: imageWidth, height: imageHeight }: Image, size: number) {
  // The code is square; a rounding pixel more on one side is not part of it.
  const width = Math.min(imageWidth, imageHeight)
  const height = width
  const side = (size + QUIET_ZONE * 2) * MODULE_PIXELS
  const output = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const x = Math.floor(((column + 0.5) / size) * width)
      const y = Math.floor(((row + 0.5) / size) * height)
      const offset = (y * imageWidth + x) * 4
      const grey =
        (data[offset] as number) * 0.3 +
        (data[offset + 1] as number) * 0.59 +
        (data[offset + 2] as number) * 0.11
      if (grey >= 128) continue
      for (let dy = 0; dy < MODULE_PIXELS; dy++) {
        const start =
          (((row + QUIET_ZONE) * MODULE_PIXELS + dy) * side +
            (column + QUIET_ZONE) * MODULE_PIXELS) *
          4
        output.fill(0, start, start + MODULE_PIXELS * 4)
        for (let dx = 0; dx < MODULE_PIXELS; dx++) output[start + dx * 4 + 3] = 255
      }
    }
  }
  return output
}

/**
 * Reads the pairing URI off the screen as a phone's camera would: a screenshot of the QR code,
 * sampled on the module grid and decoded. No test id, no page state: only the pixels.
 */
export async function scanQrCode(page: Page): Promise<string> {
  const qr = modal(page).locator('.apkt-qr__svg')
  await qr.waitFor()
  // A camera keeps looking: the view may still be fading in when the first frame is taken.
  for (let frame = 0; frame < 10; frame++) {
    const image = PNG.sync.read(await qr.screenshot({ animations: 'disabled' }))
    // Versions 1 to 40 have 21 to 177 modules a side; only the right grid decodes.
    for (let size = 21; size <= 177; size += 4) {
      const side = (size + QUIET_ZONE * 2) * MODULE_PIXELS
      const decoded = jsQR(resample(image, size), side, side)
      if (decoded?.data.startsWith('wc:')) return decoded.data
    }
    await page.waitForTimeout(100)
  }
  throw new Error('the QR code on the screen holds no WalletConnect URI')
}

/**
 * Records the app links the page hands to the system (`metamask://wc?uri=…`): the navigations
 * Chromium is asked for, which a phone would pass to the installed wallet app. Universal links
 * (`https://metamask.app.link/wc?uri=…`) of `universalHosts` are recorded too; their navigation
 * is answered 204, so the page stays as it does on a phone whose OS opens the app.
 */
export async function watchAppLinks(
  page: Page,
  { universalHosts = [] }: { universalHosts?: readonly string[] } = {},
): Promise<{ next(): Promise<string> }> {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  if (universalHosts.length > 0) {
    await page.route(
      (url) => universalHosts.includes(url.hostname),
      (route) => route.fulfill({ status: 204 }),
    )
  }
  const links: string[] = []
  const waiting: ((link: string) => void)[] = []
  session.on('Page.frameRequestedNavigation', ({ url }) => {
    if (/^https?:/.test(url) && !universalHosts.includes(new URL(url).hostname)) return
    const resolve = waiting.shift()
    if (resolve) resolve(url)
    else links.push(url)
  })
  return {
    next: () => {
      const link = links.shift()
      return link ? Promise.resolve(link) : new Promise((resolve) => waiting.push(resolve))
    },
  }
}
