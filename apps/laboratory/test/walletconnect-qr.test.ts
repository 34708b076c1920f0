import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '@openappkit/testing/node'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LAB_THEMES } from '../src/config/lab-config.ts'
import { modal } from './lab-page-object.ts'
import { openLab, type WalletlessLabSession } from './open-lab.ts'
import { measureQrSurroundings } from './qr-reading.ts'
import { openWalletConnectQr, readQrCodeOnScreen } from './walletconnect-steps.ts'

// The screen as a desktop shows it, a phone's width at a Pixel 7's pixel density, and a 3×
// phone's (iPhone 12 to 15): on phones the dots are sharp, with clean gaps between them, which
// is what broke reading before (at 3×, for nearly every pairing URI).
const SCREENS = [
  { width: 1280, height: 800, deviceScaleFactor: 1 },
  { width: 360, height: 780, deviceScaleFactor: 2.625 },
  { width: 390, height: 844, deviceScaleFactor: 3 },
]

/** Where to keep each screenshot read (`QR_SCREENSHOT_DIR=/tmp/qr pnpm exec vitest ...`). */
const SCREENSHOT_DIR = process.env.QR_SCREENSHOT_DIR

const URI = /^wc:[0-9a-f]{64}@2\?.*symKey=[0-9a-f]{64}/

let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions())
})

afterAll(async () => {
  await browser?.close()
})

// A visitor without a browser wallet opens the WalletConnect QR code; a phone's reader must get
// the pairing URI from the screen as it is: one browser, one page per width, both themes.
describe.each(SCREENS)(
  'the WalletConnect QR code at $width px (device pixel ratio $deviceScaleFactor)',
  ({ width, height, deviceScaleFactor }) => {
    let lab: WalletlessLabSession

    beforeAll(async () => {
      lab = await openLab({
        // No wallet in the page: no account signs anything.
        accountIndex: 0,
        injectWallet: false,
        browser,
        contextOptions: { viewport: { width, height }, deviceScaleFactor },
      })
      await lab.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    })

    afterAll(async () => {
      await lab?.close()
    })

    it.each(LAB_THEMES)(
      'reads with jsQR and zxing from a screenshot of the page, %s theme',
      async (theme) => {
        const { page } = lab
        const url = new URL(lab.url)
        url.searchParams.set('theme', theme)
        await page.goto(url.href)
        await openWalletConnectQr(page)
        const { picture, png, jsQr, zxing } = await readQrCodeOnScreen(page)
        if (SCREENSHOT_DIR) {
          await writeFile(join(SCREENSHOT_DIR, `walletconnect-qr-${width}-${theme}.png`), png)
        }
        const code = modal(page).getByRole('img', { name: 'QR code to connect with WalletConnect' })
        expect(
          await code.evaluate((element) =>
            element.closest('[data-apkt-theme]')?.getAttribute('data-apkt-theme'),
          ),
        ).toBe(theme)

        // Both decoders read the very link the view copies.
        await modal(page).getByRole('button', { name: 'Copy link' }).click()
        const copied = await page.evaluate(() => navigator.clipboard.readText())
        expect(copied).toMatch(URI)
        expect(jsQr?.data).toBe(copied)
        expect(zxing).toBe(copied)

        const surroundings = measureQrSurroundings(picture, jsQr as NonNullable<typeof jsQr>)
        // Four modules exactly, as measured to within half a pixel.
        expect
          .soft(surroundings.quietZoneModules)
          .toBeGreaterThanOrEqual(4 - 0.5 / surroundings.modulePixels)
        // WCAG's AAA contrast for text: dark enough for a phone camera in a dim room.
        expect.soft(surroundings.contrastRatio).toBeGreaterThanOrEqual(7)
      },
    )
  },
)
