import { connect } from '@openappkit/controllers'
import { openModal, pushView, updateNetworkState } from '@openappkit/controllers/internal'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore, mainnet, polygon, solana } from '../../test-utils/create-test-core.ts'
import { holdAdapterCalls } from '../../test-utils/deferred.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'

async function heldCore(parameters: Parameters<typeof createTestCore>[0] = {}) {
  let held: ReturnType<typeof holdAdapterCalls> | undefined
  const test = await createTestCore({
    ...parameters,
    wrapAdapter: (adapter) => {
      held = holdAdapterCalls(adapter)
      return held.adapter
    },
  })
  if (!held) throw new Error('adapter not wrapped')
  return { ...test, held }
}

describe('NetworksView', () => {
  it('lists the networks with the active one selected; switches at once when not connected', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: true })
    await act(async () => pushView(core, { view: 'Networks' }))
    await settle()
    const list = screen.getByRole('list', { name: 'Networks' })
    const ethereum = within(list).getByRole('button', { name: 'Ethereum' })
    expect(ethereum).toHaveAttribute('aria-current', 'true')
    expect(within(list).getByRole('button', { name: 'Polygon' })).not.toHaveAttribute(
      'aria-current',
    )
    expect(screen.queryByText(/may not support/)).not.toBeInTheDocument()
    await userEvent.click(within(list).getByRole('button', { name: 'Polygon' }))
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
  })

  it('marks networks the connected wallet did not approve', async () => {
    const { core, wallet, held } = await heldCore({ networks: [mainnet, polygon, solana] })
    const connecting = connect(core, { connectorId: wallet.connectorId })
    held.release()
    await connecting
    updateNetworkState(core, {
      namespace: 'eip155',
      patch: { approvedCaipNetworkIds: ['eip155:1'] },
    })
    await renderModal(core, { open: { view: 'Networks' } })
    expect(screen.getByText(/may not support some of the networks/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Polygon Unsupported' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ethereum' })).not.toHaveTextContent('Unsupported')
    expect(screen.getByRole('button', { name: 'Solana' })).not.toHaveTextContent('Unsupported')
  })
})

describe('SwitchNetworkView', () => {
  it('asks the connected wallet, then steps back past the list to the account', async () => {
    const { core, wallet, held } = await heldCore()
    const connecting = connect(core, { connectorId: wallet.connectorId })
    held.release()
    await connecting
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Polygon' }))
    const dialog = await screen.findByRole('dialog', { name: 'Switch network' })
    // The view's own chunk came with the network list: its content at once, no loading rows.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Approve in your walletAccept the request in your wallet to switch to Polygon.',
    )
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(core.state.chains.activeCaipNetwork?.id).toBe(1)
    await act(async () => held.release())
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    expect(core.state.router.history).toEqual(['Account'])
  })

  it('cancels a switch the wallet has not answered: back to the list, the network unchanged', async () => {
    const { core, wallet, held } = await heldCore()
    const connecting = connect(core, { connectorId: wallet.connectorId })
    held.release()
    await connecting
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Polygon' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('dialog', { name: 'Select network' })).toBeInTheDocument()
    expect(core.state.chains.activeCaipNetwork?.id).toBe(1)
  })

  it('shows a refusal with a retry', async () => {
    const { core, wallet } = await createTestCore()
    await connect(core, { connectorId: wallet.connectorId })
    wallet.rejectNextRequest()
    await renderModal(core, { open: { view: 'SwitchNetwork', data: { network: polygon } } })
    await settle()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Switch declined')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
    // Opened on this view: stepping back from the first view closes the modal.
    expect(core.state.modal.open).toBe(false)
  })

  it('says so without a network to switch to', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: { view: 'SwitchNetwork' } })
    expect(screen.getByRole('alert')).toHaveTextContent('No network to switch to')
  })
})

describe('SwitchActiveChainView', () => {
  it('explains, then makes the other namespace active and shows Connect in its place', async () => {
    const { core, wallet } = await createTestCore({ networks: [mainnet, polygon, solana] })
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core, { open: { view: 'Networks' } })
    await userEvent.click(screen.getByRole('button', { name: 'Solana' }))
    expect(await screen.findByRole('dialog', { name: 'Switch network' })).toBeInTheDocument()
    await settle()
    expect(screen.getByRole('heading', { name: 'Switch to Solana' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Connect your Solana wallet' }))
    expect(core.state.chains.activeChain).toBe('solana')
    expect(core.state.router.history).toEqual(['Networks', 'Connect'])
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})

describe('UnsupportedChainView', () => {
  it('opens when the wallet moves to an unknown network; a pick switches and closes', async () => {
    const { core, wallet } = await createTestCore()
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core)
    await act(async () => wallet.switchChain(999))
    await settle()
    expect(await screen.findByRole('dialog', { name: 'Switch network' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Network not supported' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Polygon' }))
    expect(core.state.chains.activeCaipNetwork?.id).toBe(137)
    expect(core.state.modal.open).toBe(false)
  })

  it('offers Disconnect, and shows a refused switch', async () => {
    const { core, wallet } = await createTestCore()
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core)
    await act(async () => wallet.switchChain(999))
    await settle()
    wallet.rejectNextRequest()
    await userEvent.click(await screen.findByRole('button', { name: 'Ethereum' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('User rejected the request.')
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
    expect(core.state.modal.open).toBe(false)
    await act(async () => openModal(core))
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})
