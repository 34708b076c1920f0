import { openModal, pushView } from '@openappkit/controllers/internal'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { holdAdapterCalls } from '../../test-utils/deferred.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'

async function heldCore() {
  let held: ReturnType<typeof holdAdapterCalls> | undefined
  const test = await createTestCore({
    wrapAdapter: (adapter) => {
      held = holdAdapterCalls(adapter)
      return held.adapter
    },
  })
  if (!held) throw new Error('adapter not wrapped')
  return { ...test, held }
}

describe('ConnectingExternalView', () => {
  it('waits for the wallet, then closes; opening again shows the account', async () => {
    const { core, held } = await heldCore()
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Memory Wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Memory Wallet' })).toBeInTheDocument()
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Continue in Memory WalletAccept the connection request in your wallet.',
    )
    expect(held.waiting).toBe(1)
    await act(async () => held.release())
    expect(core.state.modal.open).toBe(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await act(async () => openModal(core))
    await settle()
    const dialog = await screen.findByRole('dialog', { name: 'Account' })
    expect(dialog).toHaveTextContent('0x5290…169e')
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument()
  })

  it('shows Connection rejected when the visitor refuses, and tries again', async () => {
    const { core, wallet } = await createTestCore()
    wallet.rejectNextRequest()
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Memory Wallet' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Connection rejected')
    expect(core.state.chains.chains.eip155?.accountState.status).toBe('disconnected')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(core.state.modal.open).toBe(false)
    expect(core.state.chains.activeCaipAddress).toBe(
      'eip155:1:0x5290840000952788660e0f7030069857d2e4169e',
    )
  })

  it('shows the catalogue message in Spanish too', async () => {
    const { core, wallet } = await createTestCore()
    wallet.rejectNextRequest()
    const connector = core.state.connectors.allConnectors[0]
    await renderModal(core, {
      open: { view: 'ConnectingExternal', data: { connector } },
      locale: 'es',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Conexión rechazada')
  })

  it('ignores the result once the visitor has left the view', async () => {
    const { core, held } = await heldCore()
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Memory Wallet' }))
    await screen.findByRole('dialog', { name: 'Memory Wallet' })
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await act(async () => held.release())
    // Connected in the wallet, but the modal stays where the visitor went.
    expect(core.state.modal.open).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
  })

  it('prompts the wallet once under StrictMode, and again only on Try again', async () => {
    const { core, adapter, wallet } = await createTestCore()
    const connect = vi.spyOn(adapter, 'connect')
    wallet.rejectNextRequest()
    await renderModal(core, { open: true, strict: true })
    await userEvent.click(screen.getByRole('button', { name: 'Memory Wallet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection rejected')
    expect(connect).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await settle()
    expect(core.state.modal.open).toBe(false)
    expect(connect).toHaveBeenCalledTimes(2)
  })

  it('shows the running attempt when mounted again, without prompting twice', async () => {
    const { core, held } = await heldCore()
    const connect = vi.spyOn(held.adapter, 'connect')
    const first = await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Memory Wallet' }))
    await screen.findByRole('dialog', { name: 'Memory Wallet' })
    await settle()
    first.unmount()
    // The same instance, a new mount (hot reload, a remounted tree), on the same view.
    await renderModal(core)
    expect(await screen.findByRole('dialog', { name: 'Memory Wallet' })).toBeInTheDocument()
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent('Continue in Memory Wallet')
    expect(connect).toHaveBeenCalledTimes(1)
    expect(held.waiting).toBe(1)
    await act(async () => held.release())
    expect(core.state.modal.open).toBe(false)
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('offers to connect when reached without a click that started it', async () => {
    const { core, adapter } = await createTestCore()
    const connect = vi.spyOn(adapter, 'connect')
    const connector = core.state.connectors.allConnectors[0]
    await renderModal(core, { open: true })
    await act(async () => pushView(core, { view: 'ConnectingExternal', data: { connector } }))
    await settle()
    expect(connect).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await settle()
    expect(connect).toHaveBeenCalledTimes(1)
    expect(core.state.modal.open).toBe(false)
  })

  it('says something went wrong without a connector to connect', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: { view: 'ConnectingExternal' } })
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
  })
})
