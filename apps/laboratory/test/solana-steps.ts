import type { Locator, Page } from 'playwright-core'
import { modal } from './lab-page-object.ts'

/**
 * Opens the Account view from `<appkit-button>`, which shows the balance, then the start of the
 * address.
 */
export async function openSolanaAccountView(page: Page, address: string): Promise<Locator> {
  await page
    .getByRole('button', { name: new RegExp(`(^|\\s)${address.slice(0, 4)}`) })
    .first()
    .click()
  const account = modal(page, 'Account')
  await account.waitFor()
  return account
}

/** Opens the Networks view from `<appkit-network-button>` (named after the active network). */
export async function openNetworksFrom(page: Page, networkName: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: networkName }).first().click()
  const networks = modal(page, 'Select network')
  await networks.waitFor()
  return networks
}
