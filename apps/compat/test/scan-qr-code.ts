import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'

/**
 * The pairing URI the modal's QR code shows, read from a screenshot of it (the pixels only, as a
 * camera would); `other` waits for a code that is not that URI (a fresh one replacing it).
 */
export async function scanQrCode(page: Page, other?: string): Promise<string> {
  const code = page.getByRole('dialog').locator('.apkt-qr__svg')
  await code.waitFor({ timeout: 30_000 })
  let last: string | undefined
  // A camera keeps looking: the view may still be fading in, or the code about to change.
  for (let frame = 0; frame < 100; frame++) {
    const image = PNG.sync.read(await code.screenshot({ animations: 'disabled' }))
    const read = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
    if (read?.startsWith('wc:') && read !== other) return read
    last = read ?? last
    await page.waitForTimeout(100)
  }
  throw new Error(`the QR code on the screen holds no new WalletConnect URI (last read: ${last})`)
}
