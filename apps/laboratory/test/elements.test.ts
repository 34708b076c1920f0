import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labValue, modal, waitForLabValue } from './lab-page-object.ts'
import { LAB_WALLET, type LabSession, openLab } from './open-lab.ts'

let lab: LabSession

beforeAll(async () => {
  lab = await openLab({ accountIndex: 1, path: 'elements.html' })
})

afterAll(async () => {
  await lab?.close()
})

describe('the custom elements on a page without a framework', () => {
  it('<appkit-connect-button> opens the modal and connects the wallet', async () => {
    const { page, account } = lab
    await waitForLabValue(page, 'lab-chain-id', '31337')
    await page
      .locator('appkit-connect-button')
      .getByRole('button', { name: 'Connect Wallet' })
      .click()
    await modal(page, 'Connect Wallet').waitFor()
    await modal(page).getByRole('button', { name: LAB_WALLET.name }).first().click()
    await waitForLabValue(page, 'lab-status', 'connected')
    expect(await labValue(page, 'lab-address')).toBe(account.address)
    const short = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`
    await page.locator('appkit-account-button').getByRole('button', { name: short }).waitFor()
    await page.locator('appkit-button').getByRole('button', { name: short }).waitFor()
  })

  it('<appkit-network-button> switches the network; <appkit-account-button> disconnects', async () => {
    const { page } = lab
    await page.locator('appkit-network-button').first().getByRole('button').click()
    await modal(page).getByRole('button', { name: 'Devnet EVM 2' }).click()
    await waitForLabValue(page, 'lab-chain-id', '31338')
    await modal(page).waitFor({ state: 'detached' })
    await page.locator('appkit-account-button').getByRole('button').click()
    await modal(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await waitForLabValue(page, 'lab-status', 'disconnected')
    await page
      .locator('appkit-connect-button')
      .getByRole('button', { name: 'Connect Wallet' })
      .waitFor()
  })

  it('made no request to any host but the local ones', () => {
    expect(lab.nonLocalRequests).toEqual([])
  })
})
