import type { Page } from 'playwright-core'

/**
 * Text that must be read whole: amounts (balances, token rows, previews, quotes, details), the
 * view's title, button and tile labels, tags and section labels. Names of tokens, wallets and
 * networks may truncate; these may not.
 */
export const UNCUT_TEXT = [
  '.apkt-modal__title',
  '.apkt-account__balance',
  '.apkt-row--amounts .apkt-row__end-primary',
  '.apkt-row--amounts .apkt-row__end-secondary',
  '.apkt-preview__amount',
  '.apkt-swap__amount',
  '.apkt-quote__amount',
  '.apkt-details dd',
  '.apkt-details dt',
  '.apkt-feature__label',
  '.apkt-button',
  '.apkt-chip',
  '.apkt-section-label',
] as const

/** One thing a person would see cut or spilling out. */
export type LayoutProblem = string

/**
 * What is wrong with the open dialog's layout: text of {@link UNCUT_TEXT} wider than its box
 * (`scrollWidth > clientWidth`: cut or ellipsised), the dialog past the viewport, or its body
 * wider than itself (a horizontal scroll).
 */
export function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate((selectors) => {
    const problems: string[] = []
    const hosts = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot)
    const dialog = hosts
      .map((host) => host.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]'))
      .find(Boolean)
    if (!dialog) return ['no dialog is open']
    // No function declared in here: the bundler of the test runner would rename it.
    for (const selector of selectors) {
      for (const element of dialog.querySelectorAll<HTMLElement>(selector)) {
        // Hidden text (a closed section, a visually hidden label) is nobody's concern here.
        if (element.offsetParent === null || element.clientWidth === 0) continue
        if (element.scrollWidth > element.clientWidth + 1) {
          const text = (element.textContent ?? '').trim().slice(0, 60)
          problems.push(
            `cut: ${element.className} "${text}" needs ${element.scrollWidth} px, has ${element.clientWidth}`,
          )
        }
      }
    }
    const box = dialog.getBoundingClientRect()
    const { innerWidth, innerHeight } = window
    if (box.left < -0.5 || box.top < -0.5 || box.right > innerWidth + 0.5) {
      problems.push(
        `the dialog (${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.right)}) leaves the ${innerWidth} px viewport`,
      )
    }
    if (box.bottom > innerHeight + 0.5) {
      problems.push(
        `the dialog ends at ${Math.round(box.bottom)} px, below the ${innerHeight} px viewport`,
      )
    }
    const body = dialog.querySelector<HTMLElement>('.apkt-modal__body')
    if (body && body.scrollWidth > body.clientWidth + 1) {
      problems.push(`the body scrolls sideways: ${body.scrollWidth} px in ${body.clientWidth}`)
    }
    return problems
  }, UNCUT_TEXT)
}
