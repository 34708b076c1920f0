import type { Page } from 'playwright-core'
import { type ScreenshotDialogOptions, screenshotDialog } from './screenshot-dialog.ts'

export const THEMES = ['dark', 'light'] as const

export type Theme = (typeof THEMES)[number]

/**
 * Flips the modal to `theme` with the lab's own control (`useAppKitTheme().setThemeMode`) and
 * waits until the dialog wears it. The control lies under the modal's backdrop, where a pointer
 * cannot reach: the DOM click is the test's hand, not the visitor's.
 */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((wanted) => {
    const shown = document.querySelector('[data-testid="lab-theme"]')
    if (!shown) throw new Error('the lab shows no theme control')
    if (shown.textContent !== wanted) (shown.nextElementSibling as HTMLButtonElement).click()
  }, theme)
  await page.waitForFunction((wanted) => {
    const hosts = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot)
    return hosts.some(
      (host) =>
        host.shadowRoot?.querySelector('[role="dialog"]') &&
        host.shadowRoot.querySelector(`[data-apkt-theme="${wanted}"]`),
    )
  }, theme)
}

/**
 * The open dialog in each theme, the page's first theme last so the walk goes on as it was.
 * One walk through the flows serves both themes: the view, its data and its state stay put
 * while only the theme changes.
 */
export async function screenshotBothThemes(
  page: Page,
  options: ScreenshotDialogOptions,
): Promise<Record<Theme, Buffer>> {
  const dark = await screenshotDialog(page, options)
  await switchTheme(page, 'light')
  const light = await screenshotDialog(page, options)
  await switchTheme(page, 'dark')
  return { dark, light }
}
