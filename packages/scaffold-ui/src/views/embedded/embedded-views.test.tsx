import { connect } from '@openappkit/controllers'
import { setEmbeddedWalletClient, updateAccountState } from '@openappkit/controllers/internal'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeEmbeddedWallet } from '../../test-utils/fake-embedded-wallet.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'

async function withEmbeddedWallet() {
  const test = await createTestCore()
  const embedded = createFakeEmbeddedWallet()
  setEmbeddedWalletClient(test.core, embedded)
  return { ...test, embedded }
}

async function typeCode(code: string) {
  const user = userEvent.setup()
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }))
  await user.keyboard(code)
}

describe('EmailLogin and its code steps', () => {
  it('sends the email, asks for the code, and shows a refused code', async () => {
    const { core, embedded } = await withEmbeddedWallet()
    let release: () => void = () => {}
    embedded.hold.connectEmail = new Promise((resolve) => (release = resolve))
    await renderModal(core, {
      open: { view: 'EmailLogin', data: { email: 'visitor@example.org' } },
    })
    expect(screen.getByRole('status')).toHaveTextContent('Sending a code to visitor@example.org')
    await act(async () => release())
    await settle()
    const dialog = screen.getByRole('dialog', { name: 'Confirm email' })
    expect(
      within(dialog).getByText('Enter the code we sent to visitor@example.org'),
    ).toBeInTheDocument()
    // The api's answer as the frame carries it: the code was wrong, three tries left.
    embedded.failures.connectOtp = {
      message: 'Invalid one-time code',
      data: { code: 'INVALID_EMAIL_CODE', params: { attemptsLeft: 3 } },
    }
    await typeCode('123456')
    expect(
      await within(dialog).findByText('The code is incorrect. Tries left: 3'),
    ).toBeInTheDocument()
    expect(embedded.calls.map((call) => call.method)).toContain('connectOtp')
    // The wrong digits are gone and the first box has the focus for the next try.
    for (let position = 1; position <= 6; position += 1) {
      expect(screen.getByRole('textbox', { name: `Digit ${position} of 6` })).toHaveValue('')
    }
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    )
    expect(screen.getByRole('group', { name: 'Code' })).toHaveAccessibleDescription(
      /The code is incorrect/,
    )
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('refuses a second email within 30 seconds with the catalogue cooldown message', async () => {
    const { core, embedded } = await withEmbeddedWallet()
    await renderModal(core, {
      open: { view: 'EmailLogin', data: { email: 'visitor@example.org' } },
    })
    await settle()
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }))
    expect(await screen.findByText(/^Please try again after \d+ seconds$/)).toBeInTheDocument()
    expect(embedded.calls.filter((call) => call.method === 'connectEmail')).toHaveLength(1)
  })

  it('waits for the device approval (VERIFY_DEVICE), then asks for the code', async () => {
    const { core, embedded } = await withEmbeddedWallet()
    embedded.loginAction = 'VERIFY_DEVICE'
    let approve: () => void = () => {}
    embedded.hold.connectDevice = new Promise((resolve) => (approve = resolve))
    await renderModal(core, {
      open: { view: 'EmailLogin', data: { email: 'visitor@example.org' } },
    })
    await settle()
    expect(screen.getByRole('dialog', { name: 'Register device' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Approve this device')
    await act(async () => approve())
    await settle()
    expect(screen.getByRole('dialog', { name: 'Confirm email' })).toBeInTheDocument()
  })

  it('shows a failed email with a retry', async () => {
    const { core, embedded } = await withEmbeddedWallet()
    embedded.failures.connectEmail = 'offline'
    await renderModal(core, {
      open: { view: 'EmailLogin', data: { email: 'visitor@example.org' } },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

describe('an e-mail longer than 30 characters', () => {
  const long = 'first.middle.lastname@example-company.org'
  const shown = 'first.mid…@example-company.org'

  it('is shown shortened while the code is sent and in the code step', async () => {
    const { core, embedded } = await withEmbeddedWallet()
    let release: () => void = () => {}
    embedded.hold.connectEmail = new Promise((resolve) => (release = resolve))
    await renderModal(core, { open: { view: 'EmailLogin', data: { email: long } } })
    expect(screen.getByRole('status')).toHaveTextContent(`Sending a code to ${shown}`)
    await act(async () => release())
    await settle()
    const dialog = screen.getByRole('dialog', { name: 'Confirm email' })
    expect(within(dialog).getByText(`Enter the code we sent to ${shown}`)).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(long)
  })

  it('is shown shortened in the Account view, whole on hover and to screen readers', async () => {
    const { core, wallet } = await withEmbeddedWallet()
    await connect(core, { connectorId: wallet.connectorId })
    updateAccountState(core, { namespace: 'eip155', patch: { user: { email: long } } })
    await renderModal(core, { open: { view: 'Account' } })
    const row = screen.getByRole('button', { name: `${long} Edit email` })
    const visible = within(row).getByText(shown)
    expect(visible).toHaveAttribute('title', long)
    expect(visible).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('UpdateEmailWallet', () => {
  it('checks the address, then takes both codes and shows the new email', async () => {
    const { core, wallet, embedded } = await withEmbeddedWallet()
    await connect(core, { connectorId: wallet.connectorId })
    updateAccountState(core, {
      namespace: 'eip155',
      patch: { user: { email: 'old@example.org' } },
    })
    await renderModal(core, { open: { view: 'UpdateEmailWallet' } })
    const input = screen.getByRole('textbox', { name: 'New email' })
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    await userEvent.clear(input)
    await userEvent.type(input, 'nope')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(input).toHaveAccessibleDescription('Enter a valid email address')
    await userEvent.clear(input)
    await userEvent.type(input, 'new@example.org{Enter}')
    await settle()
    expect(
      screen.getByText('Enter the code we sent to your current email old@example.org'),
    ).toBeInTheDocument()
    await typeCode('111111')
    await settle()
    expect(screen.getByRole('dialog', { name: 'Confirm new email' })).toBeInTheDocument()
    expect(screen.getByText('Enter the code we sent to new@example.org')).toBeInTheDocument()
    await typeCode('222222')
    await settle()
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    expect(core.state.chains.chains.eip155?.accountState.user?.email).toBe('new@example.org')
    expect(embedded.calls.map((call) => call.method)).toEqual([
      'updateEmail',
      'updateEmailPrimaryOtp',
      'updateEmailSecondaryOtp',
    ])
  })
})

describe('ConnectingSocial and ConnectingFarcaster', () => {
  it('says when the browser blocked the window, and opens it from the button', async () => {
    const { core } = await withEmbeddedWallet()
    updateAccountState(core, { namespace: 'eip155', patch: { socialProvider: 'google' } })
    const open = vi.spyOn(globalThis, 'open').mockReturnValue(null)
    await renderModal(core, { open: { view: 'ConnectingSocial' } })
    expect(screen.getByRole('heading', { name: 'Continue with Google' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Open Google' }))
    expect(open).toHaveBeenCalledWith('', 'openappkit-social', expect.stringContaining('width=600'))
    expect(screen.getByRole('alert')).toHaveTextContent('Popup closed')
    expect(screen.getByText(/Your browser blocked the window/)).toBeInTheDocument()
  })

  it('shows the farcaster QR code, and the catalogue failure with a retry', async () => {
    const { core, embedded } = await withEmbeddedWallet()
    let approve: () => void = () => {}
    embedded.hold.connectFarcaster = new Promise((resolve) => (approve = resolve))
    embedded.failures.connectFarcaster = 'denied'
    await renderModal(core, { open: { view: 'ConnectingFarcaster' } })
    expect(
      await screen.findByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeInTheDocument()
    await act(async () => approve())
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect to farcaster')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
