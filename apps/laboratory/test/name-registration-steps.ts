import type { Page } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { inject } from 'vitest'
import { answerApproval } from './embedded-steps.ts'
import { modal } from './lab-page-object.ts'

/** The body of POST /v1/profile/account the page sent (docs/project/behaviour.md §7). */
export type NameRegistrationBody = { address: Address; message: string; signature: Hex }

/**
 * From the open Account view: chooses the suggestion `label.<zone>`, registers it and approves
 * the signature the embedded wallet asks for; waits for the success view. Answers the full name
 * and the registration the page sent to the api.
 */
export async function registerNameFromAccount(
  page: Page,
  label: string,
): Promise<{ fullName: string; body: NameRegistrationBody }> {
  await modal(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
  const choose = modal(page, 'Choose a name')
  const field = choose.getByRole('textbox', { name: 'Name' })
  await field.fill(label)
  await choose
    .getByRole('button', { name: new RegExp(`^${label}\\.`) })
    .first()
    .click()
  const fullName = await field.inputValue()
  const registration = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/v1/profile/account',
  )
  await choose.getByRole('button', { name: 'Register' }).click()
  await answerApproval(page, 'Approve')
  await modal(page).getByText(`${fullName} is yours`).waitFor({ timeout: 30_000 })
  return { fullName, body: (await registration).postDataJSON() as NameRegistrationBody }
}

/** GET on this run's api, failing with the path and status when it does not answer 200. */
async function apiJson<TBody>(path: string): Promise<TBody> {
  const { apiUrl } = inject('lab')
  const response = await fetch(`${apiUrl}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as TBody
}

/** The names the api lists for `address` (GET /v1/profile/reverse/{address}). */
export async function apiNamesOf(address: Address): Promise<string[]> {
  const profiles = await apiJson<{ name: string }[]>(`/v1/profile/reverse/${address}`)
  return profiles.map((profile) => profile.name)
}

/** The addresses the api resolves `name` to, one per coin type (GET /v1/profile/account/{name}). */
export async function apiAddressesOf(name: string): Promise<Address[]> {
  const profile = await apiJson<{ addresses: Record<string, { address: Address }> }>(
    `/v1/profile/account/${encodeURIComponent(name)}`,
  )
  return Object.values(profile.addresses).map(({ address }) => address)
}
