import { getNodeBalance } from '@openappkit/testing/node'
import type { Locator, Page } from 'playwright-core'
import { LAB_WALLET } from './open-lab.ts'

/** The text of the lab element with `data-testid=testId`. */
export function labValue(page: Page, testId: string): Promise<string> {
  return page
    .getByTestId(testId)
    .textContent()
    .then((text) => text ?? '')
}

/** Waits until the lab element `testId` reads `expected` (or matches it). */
export async function waitForLabValue(
  page: Page,
  testId: string,
  expected: string | RegExp,
  timeout = 20_000,
): Promise<void> {
  const locator = page.getByTestId(testId)
  const deadline = Date.now() + timeout
  let last = ''
  while (Date.now() < deadline) {
    last = (
      await locator
        .textContent()
        .then((text) => text ?? '')
        .catch(() => '')
    ).trim()
    if (typeof expected === 'string' ? last === expected : expected.test(last)) return
    await page.waitForTimeout(100)
  }
  throw new Error(`${testId} stayed "${last}", expected ${String(expected)}`)
}

/** The modal's dialog (inside the kit's shadow root; role locators pierce it). */
export function modal(page: Page, name?: string) {
  return name ? page.getByRole('dialog', { name, exact: true }) : page.getByRole('dialog')
}

/**
 * Opens the modal from `<appkit-button>` on Connect and waits for its wallet list: the listing
 * arrives after the view and the rows move when it does (upwards on a phone's bottom sheet), so
 * a click before that can land on another row, as a visitor's tap could.
 */
export async function openConnectView(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  const connect = modal(page, 'Connect Wallet')
  await connect.waitFor()
  await connect
    .getByRole('status')
    .filter({ hasText: 'Loading wallets' })
    .waitFor({ state: 'detached' })
  return connect
}

/** Opens the modal from `<appkit-button>` and connects the injected test wallet. */
export async function connectFromModal(page: Page): Promise<void> {
  await openConnectView(page)
  await modal(page).getByRole('button', { name: LAB_WALLET.name }).first().click()
  await waitForLabValue(page, 'lab-status', 'connected')
}

/** Native balance (wei) of `address` from the node itself. */
export function nodeBalance(rpcUrl: string, address: string): Promise<bigint> {
  return getNodeBalance({ rpcUrl, address })
}
