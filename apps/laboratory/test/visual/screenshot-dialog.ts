import type { Locator, Page } from 'playwright-core'
import { modal } from '../lab-page-object.ts'

/** What covers a masked region: a colour no view uses. */
export const MASK_COLOR = '#ff00ff'

/**
 * Waits until the open dialog stopped changing for reasons of its own: the fonts loaded, every
 * image in it decoded, two frames drawn since. A condition, never a sleep.
 */
export async function settleDialog(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const hosts = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot)
    const images = hosts.flatMap((host) => [
      ...(host.shadowRoot?.querySelectorAll('[role="dialog"] img') ?? []),
    ]) as HTMLImageElement[]
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

export type ScreenshotDialogOptions = {
  /** Regions drawn over in {@link MASK_COLOR}. */
  mask?: ((dialog: Locator) => Locator[]) | undefined
}

/**
 * A PNG of the open dialog as it lies in the viewport: the page under it hidden (only the
 * overlay's colour shows at the rounded corners), the pointer parked in a corner so nothing is
 * hovered, animations stopped at their end, the caret hidden.
 */
export async function screenshotDialog(
  page: Page,
  { mask }: ScreenshotDialogOptions = {},
): Promise<Buffer> {
  const dialog = modal(page)
  await page.mouse.move(0, 0)
  await settleDialog(page)
  // Transparent rather than hidden: the kit's elements on the page reset `visibility` in their
  // shadow roots (`all: initial`), while opacity hides a whole subtree.
  await page.evaluate(() => {
    const root = document.getElementById('root')
    if (root) root.style.opacity = '0'
  })
  try {
    const box = await dialog.boundingBox()
    if (!box) throw new Error('the dialog is not on screen')
    const x = Math.floor(box.x)
    const y = Math.floor(box.y)
    return await page.screenshot({
      clip: {
        x,
        y,
        width: Math.ceil(box.x + box.width) - x,
        height: Math.ceil(box.y + box.height) - y,
      },
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      mask: mask?.(dialog) ?? [],
      maskColor: MASK_COLOR,
    })
  } finally {
    await page.evaluate(() => {
      const root = document.getElementById('root')
      if (root) root.style.opacity = ''
    })
  }
}
