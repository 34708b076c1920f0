import { chromiumLaunchOptions, refuseNonLocalRequests } from '@openappkit/testing/node'
import { type Browser, chromium, type Page } from 'playwright-core'

export type OpenedApp = {
  browser: Browser
  page: Page
  /** Every request, HTTP or WebSocket, the page tried to send off this machine (refused). */
  remoteRequests: ReadonlyArray<string>
}

/** Chromium with requests off this machine recorded and refused, `prepare` run before `url` loads. */
export async function openApp(
  url: string,
  prepare: (page: Page) => Promise<unknown>,
): Promise<OpenedApp> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const context = await browser.newContext()
  // The apps give a projectId: a WalletConnect socket they opened unasked would be listed too.
  const { nonLocalRequests: remoteRequests } = await refuseNonLocalRequests(context)
  const page = await context.newPage()
  await prepare(page)
  await page.goto(url)
  return { browser, page, remoteRequests }
}

/** The text of the element with `testId`, once it is there. */
export const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .textContent({ timeout: 30_000 })
    .then((value) => value ?? '')

/** Connects through `<appkit-button>` and the modal, picking the wallet named `walletName`. */
export async function connectThroughModal(page: Page, walletName: string): Promise<void> {
  await page.locator('appkit-button').getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName }).first().click()
}

/** Disconnects from the account button's modal. */
export async function disconnectThroughModal(page: Page): Promise<void> {
  await page.locator('appkit-button').getByRole('button').click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
}
