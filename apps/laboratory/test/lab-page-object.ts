import { getNodeBalance } from '@openappkit/testing/node'
import type { Page } from 'playwright-core'
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

/** Opens the modal from `<appkit-button>` and connects the injected test wallet. */
export async function connectFromModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(page, 'Connect Wallet').waitFor()
  await modal(page).getByRole('button', { name: LAB_WALLET.name }).first().click()
  await waitForLabValue(page, 'lab-status', 'connected')
}

/** Native balance (wei) of `address` from the node itself. */
export function nodeBalance(rpcUrl: string, address: string): Promise<bigint> {
  return getNodeBalance({ rpcUrl, address })
}

const PROMPT_METHODS = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
]

/**
 * From the next page load on, records every request of the test wallet that would prompt the
 * visitor (kept in sessionStorage across reloads); read them with {@link walletPrompts}.
 */
export async function countWalletPrompts(page: Page): Promise<void> {
  await page.addInitScript((methods: string[]) => {
    const wallet = (
      window as unknown as Record<
        string,
        { request: (arguments_: { method: string }) => Promise<unknown> } | undefined
      >
    ).__openAppKitTestWallet
    if (!wallet) return
    sessionStorage.setItem('lab-test-prompts-installed', 'true')
    const request = wallet.request.bind(wallet)
    wallet.request = (arguments_: { method: string }) => {
      if (methods.includes(arguments_.method)) {
        const seen = JSON.parse(sessionStorage.getItem('lab-test-prompts') ?? '[]') as string[]
        sessionStorage.setItem('lab-test-prompts', JSON.stringify([...seen, arguments_.method]))
      }
      return request(arguments_)
    }
  }, PROMPT_METHODS)
}

/** The prompting wallet requests recorded since {@link countWalletPrompts}. */
export async function walletPrompts(page: Page): Promise<string[]> {
  const { installed, prompts } = await page.evaluate(() => ({
    installed: sessionStorage.getItem('lab-test-prompts-installed') === 'true',
    prompts: JSON.parse(sessionStorage.getItem('lab-test-prompts') ?? '[]') as string[],
  }))
  if (!installed) throw new Error('countWalletPrompts was not installed before this page load')
  return prompts
}
