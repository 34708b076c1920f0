import type { QRCode } from 'jsqr'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { modal, openConnectView } from './lab-page-object.ts'
import { type Picture, readPng, readWithJsQr, readWithZxing } from './qr-reading.ts'

/** Opens the modal and picks WalletConnect: the QR view shows. */
export async function openWalletConnectQr(page: Page): Promise<void> {
  await openConnectView(page)
  await modal(page).getByRole('button', { name: 'WalletConnect' }).first().click()
}

export type ScreenReading = {
  /** The page as the screen shows it. */
  picture: Picture
  png: Buffer
  /** What jsQR found, with where the code sits. */
  jsQr: QRCode | undefined
  zxing: string | undefined
}

/** One screenshot of the whole page, as the screen shows it, read by jsQR and by zxing. */
export async function readScreen(page: Page): Promise<ScreenReading> {
  const png = await page.screenshot({ animations: 'disabled' })
  const picture = readPng(png)
  return { picture, png, jsQr: readWithJsQr(picture), zxing: readWithZxing(picture) }
}

/**
 * Reads the pairing URI off the screen as a phone's camera would: screenshots of the whole
 * page, decoded as they are, until both decoders read the same WalletConnect URI (the view may
 * still be fading in on the first frame). No test id, no page state, no redraw: only pixels.
 */
export async function readQrCodeOnScreen(page: Page): Promise<ScreenReading> {
  await modal(page).getByRole('img', { name: 'QR code to connect with WalletConnect' }).waitFor()
  let reading: ScreenReading | undefined
  await expect
    .poll(
      async () => {
        reading = await readScreen(page)
        const { jsQr, zxing } = reading
        if (jsQr?.data.startsWith('wc:') && zxing === jsQr.data) return jsQr.data
        return `jsQR read ${jsQr ? JSON.stringify(jsQr.data) : 'nothing'}, zxing ${zxing ? JSON.stringify(zxing) : 'nothing'}`
      },
      { timeout: 10_000, interval: 100 },
    )
    .toMatch(/^wc:/)
  return reading as ScreenReading
}

/** The pairing URI of the QR code on the screen (see readQrCodeOnScreen). */
export async function scanQrCode(page: Page): Promise<string> {
  return (await readQrCodeOnScreen(page)).zxing as string
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
