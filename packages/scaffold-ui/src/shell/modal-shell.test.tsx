import { connect } from '@openappkit/controllers'
import { openModal, pushView } from '@openappkit/controllers/internal'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test-utils/create-test-core.ts'
import { renderModal } from '../test-utils/render-modal.tsx'
import { stubViews } from '../test-utils/views.tsx'

describe('ModalShell', () => {
  it('is a modal dialog labelled by the view title, shown only while open', async () => {
    const { core } = await createTestCore()
    await renderModal(core)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await act(async () => openModal(core))
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    await act(async () => pushView(core, { view: 'AllWallets' }))
    expect(await screen.findByRole('dialog', { name: 'All wallets' })).toBeInTheDocument()
  })

  it('closes with the close button and with Escape', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(core.state.modal.open).toBe(false)
    await act(async () => openModal(core))
    await userEvent.keyboard('{Escape}')
    expect(core.state.modal.open).toBe(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('goes back one view, and back to Connect while connected shows Account', async () => {
    const { core, wallet } = await createTestCore()
    await renderModal(core, { open: true })
    await act(async () => pushView(core, { view: 'AllWallets' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()

    await act(async () => {
      await connect(core, { connectorId: wallet.connectorId })
      openModal(core, { view: 'Connect' })
      pushView(core, { view: 'AllWallets' })
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    expect(core.state.router.history).toEqual(['Account'])
  })

  it('has no close while sign-in is required on a guarded view, and Escape does not close', async () => {
    const { core } = await createTestCore()
    core.state.siwx.required = true
    await renderModal(core, {
      views: stubViews('SIWXSignMessage'),
      open: { view: 'SIWXSignMessage' },
    })
    const dialog = screen.getByRole('dialog', { name: 'SIWXSignMessage' })
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(core.state.modal.open).toBe(true)
    await act(async () => {
      core.state.siwx.hasSession = true
    })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('keeps Tab inside the dialog and returns focus to the opener on close', async () => {
    const { core } = await createTestCore()
    render(<button type="button">Open</button>)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    await renderModal(core, { open: true })
    const dialog = screen.getByRole('dialog')
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    for (let step = 0; step < 12; step++) {
      await userEvent.tab({ shift: step % 4 === 3 })
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    expect(document.activeElement).toBe(opener)
  })

  it('keeps focus in the dialog when the control that navigated goes away', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: /All wallets/ }))
    const dialog = await screen.findByRole('dialog', { name: 'All wallets' })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('says when a view is not available here', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: { view: 'WhatIsAWallet' } })
    expect(screen.getByText("This screen isn't available here.")).toBeInTheDocument()
  })
})
