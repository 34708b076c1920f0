import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectFromModal, modal, waitForLabValue } from './lab-page-object.ts'
import { type LabSession, openLab } from './open-lab.ts'

let lab: LabSession
// Names are unique in the api's database; a fresh one per run.
const label = `lab-${Date.now().toString(36)}`

beforeAll(async () => {
  lab = await openLab({ accountIndex: 8 })
  await connectFromModal(lab.page)
})

afterAll(async () => {
  await lab?.close()
})

/** Opens the Account view from the account button. */
async function openAccount() {
  await lab.page
    .getByRole('button', { name: /0x|\.|lab-/ })
    .last()
    .click()
  await modal(lab.page, 'Account').waitFor()
}

describe('a name for the connected account', () => {
  it('is chosen from Account, signed in the wallet and registered with the api', async () => {
    const { page, account } = lab
    await openAccount()
    await modal(page).getByRole('button', { name: 'Choose a name' }).click()
    await modal(page, 'Choose a name').waitFor()
    await modal(page).getByRole('textbox', { name: 'Name' }).fill(label)
    const suggestion = modal(page).getByRole('button', { name: new RegExp(`^${label}\\.`) })
    await suggestion.first().click()
    const fullName = await modal(page).getByRole('textbox', { name: 'Name' }).inputValue()
    expect(fullName.startsWith(`${label}.`)).toBe(true)
    await modal(page).getByRole('button', { name: 'Register' }).click()
    await modal(page).getByText(`${fullName} is yours`).waitFor()

    const { apiUrl } = inject('lab')
    const reverse = await fetch(`${apiUrl}/v1/profile/reverse/${account.address}`)
    const profiles = (await reverse.json()) as { name: string }[]
    expect(profiles.map((profile) => profile.name)).toContain(fullName)
  })

  it('shows on the account button, and in Account after a reload (read back from the api)', async () => {
    const { page, account } = lab
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    // The page's account button goes by the name; its title and a screen reader keep the address.
    const named = page.getByRole('button', { name: new RegExp(`${label}\\.\\S+ 0x`) })
    await named.waitFor()
    expect((await named.getAttribute('title'))?.toLowerCase()).toContain(
      account.address.toLowerCase(),
    )
    await page.reload()
    await waitForLabValue(page, 'lab-status', 'connected')
    await openAccount()
    await modal(page)
      .getByText(new RegExp(`^${label}\\.`))
      .first()
      .waitFor()
    expect(await modal(page).getByRole('button', { name: 'Choose a name' }).count()).toBe(0)
    // Read back by the Account view, the name is on the button again.
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    await named.waitFor()
  })

  it('made no request to any host but the local ones', () => {
    expect(lab.nonLocalRequests).toEqual([])
  })
})
