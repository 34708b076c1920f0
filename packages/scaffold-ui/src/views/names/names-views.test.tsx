import { connect } from '@openappkit/controllers'
import { updateAccountState } from '@openappkit/controllers/internal'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { API_URL, createFakeApi } from '../../test-utils/fake-api.ts'
import { renderModal } from '../../test-utils/render-modal.tsx'

async function openNames({ registered = false } = {}) {
  const api = createFakeApi((request) =>
    registered && request.path === '/v1/profile/account'
      ? { json: { success: true } }
      : request.path.startsWith('/v1/profile/suggestions/')
        ? {
            json: {
              suggestions: [
                { name: 'visitor.wcn.id', registered: true },
                { name: 'visitor-1.wcn.id', registered: false },
              ],
            },
          }
        : undefined,
  )
  const { core, wallet } = await createTestCore({ apiUrl: API_URL, fetch: api.fetch })
  await connect(core, { connectorId: wallet.connectorId })
  await renderModal(core, { open: { view: 'RegisterAccountName' } })
  return { core, api }
}

describe('RegisterAccountName', () => {
  it('checks the name, suggests names, and shows why registering failed', async () => {
    const user = userEvent.setup()
    await openNames()
    const input = screen.getByRole('textbox', { name: 'Name' })
    // Nothing typed yet (or only spaces): nothing to register.
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled()
    await user.type(input, '   ')
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled()
    await user.clear(input)
    await user.type(input, 'ab!')
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(input).toHaveAccessibleDescription(/Use letters, digits and hyphens only/)

    await user.clear(input)
    await user.type(input, 'visitor')
    const suggestions = await screen.findByRole('region', { name: 'Suggestions' })
    const taken = await within(suggestions).findByRole('button', { name: /visitor\.wcn\.id Taken/ })
    expect(taken).toBeDisabled()
    await user.click(within(suggestions).getByRole('button', { name: /visitor-1\.wcn\.id/ }))
    expect(input).toHaveValue('visitor-1.wcn.id')

    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error registering name visitor-1.wcn.id',
    )
  })

  it("registers the name for the connected wallet's account and shows it", async () => {
    const user = userEvent.setup()
    const { core } = await openNames({ registered: true })
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'visitor-2')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('visitor-2 is yours')).toBeInTheDocument()
    expect(core.state.chains.chains.eip155?.accountState.profileName).toBe('visitor-2')
  })
})

describe('RegisterAccountNameSuccess', () => {
  it('shows the registered name and goes back to the account', async () => {
    const { core, wallet } = await createTestCore()
    await connect(core, { connectorId: wallet.connectorId })
    updateAccountState(core, { namespace: 'eip155', patch: { profileName: 'visitor.wcn.id' } })
    await renderModal(core, { open: { view: 'RegisterAccountNameSuccess' } })
    expect(screen.getByRole('heading', { name: 'visitor.wcn.id is yours' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
  })
})
