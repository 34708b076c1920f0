import { connect } from '@openappkit/controllers'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { renderModal } from '../../test-utils/render-modal.tsx'

describe('ProfileWalletsView', () => {
  it('marks the active account and switches to another one', async () => {
    const { core, wallet } = await createTestCore()
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core, { open: { view: 'ProfileWallets' } })
    const section = screen.getByRole('region', { name: 'Ethereum' })
    const items = within(section).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Memory Wallet0x5290…169eActive')
    await userEvent.click(
      within(section).getByRole('button', { name: 'Switch to Memory Wallet 0x8617…070d' }),
    )
    expect(core.state.chains.chains.eip155?.accountState.address).toBe(
      '0x8617e340b3d01fa5f11f306f4090fd50e238070d',
    )
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Active')
  })

  it('disconnects a namespace and adds another wallet', async () => {
    const { core, wallet } = await createTestCore()
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core, { open: { view: 'ProfileWallets' } })
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Ethereum wallet' }))
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
    await userEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    expect(core.state.router.view).toBe('Connect')
  })

  it('shows an error with the catalogue message when switching fails', async () => {
    const { core, wallet } = await createTestCore()
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core, { open: { view: 'ProfileWallets' } })
    await act(async () => {
      // The remembered connection's wallet is gone from this page.
      core.state.connectors.allConnectors = []
      core.state.connections.connections = {}
    })
    const recent = screen.getAllByRole('button', { name: /^Switch to/ })[0] as HTMLElement
    await userEvent.click(recent)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connector found for connection: memory-wallet',
    )
  })

  it('says when no wallet is connected', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: { view: 'ProfileWallets' } })
    expect(screen.getByRole('heading', { name: 'No wallets connected' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add wallet' })).toBeInTheDocument()
  })
})
