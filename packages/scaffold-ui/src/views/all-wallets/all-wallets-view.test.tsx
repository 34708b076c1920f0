import { pushView } from '@openappkit/controllers/internal'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createDeferred } from '../../test-utils/deferred.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'
import type { WalletListing } from '../../wallets/types.ts'

const many: WalletListing[] = Array.from({ length: 420 }, (_, index) => ({
  id: `wallet-${index}`,
  name: `Wallet ${String(index).padStart(3, '0')}`,
}))

async function openAllWallets(wallets: WalletListing[] | (() => Promise<WalletListing[]>)) {
  const { core } = await createTestCore()
  await renderModal(core, { open: { view: 'AllWallets' }, options: { wallets } })
  await settle()
  return core
}

const list = () => screen.getByRole('list', { name: 'Wallets' })
const renderedNames = () =>
  within(list())
    .getAllByRole('button')
    .map((row) => row.querySelector('.apkt-row__title')?.textContent)

describe('AllWalletsView', () => {
  it('renders only the rows near the viewport of a long list, installed first', async () => {
    await openAllWallets(many)
    const rows = within(list()).getAllByRole('listitem')
    expect(rows.length).toBeLessThan(20)
    expect(rows[0]).toHaveAttribute('aria-setsize', '421')
    expect(rows[0]).toHaveAttribute('aria-posinset', '1')
    expect(renderedNames()[0]).toBe('Memory Wallet')
    expect(screen.getByRole('button', { name: 'Memory Wallet' })).toHaveAccessibleDescription(
      'Installed',
    )
    expect(screen.getByText('421 wallets')).toBeInTheDocument()
  })

  it('renders the rows of where the list is scrolled to', async () => {
    await openAllWallets(many)
    const viewport = list().parentElement as HTMLElement
    viewport.scrollTop = 64 * 200
    fireEvent.scroll(viewport)
    expect(screen.getByRole('button', { name: 'Wallet 199' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Wallet 010' })).not.toBeInTheDocument()
  })

  it('filters by name as the visitor types and says when nothing matches', async () => {
    await openAllWallets(many)
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    await userEvent.type(search, '41')
    expect(renderedNames().slice(0, 5)).toEqual([
      'Wallet 041',
      'Wallet 141',
      'Wallet 241',
      'Wallet 341',
      'Wallet 410',
    ])
    expect(screen.getByText('14 wallets')).toBeInTheDocument()
    await userEvent.clear(search)
    await userEvent.type(search, 'zzz')
    expect(screen.getByRole('heading', { name: 'No wallets found' })).toBeInTheDocument()
    expect(screen.getByText('Nothing matches “zzz”. Try another name.')).toBeInTheDocument()
  })

  it('moves through the rows with the arrow keys, Home and End, and back to the search', async () => {
    const core = await openAllWallets(many)
    const search = screen.getByRole('searchbox', { name: 'Search wallets' })
    await userEvent.click(search)
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Memory Wallet' }))
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 001' }))
    // Only the focused row is in the Tab order.
    const tabbable = within(list())
      .getAllByRole('button')
      .filter((row) => row.tabIndex === 0)
    expect(tabbable).toEqual([document.activeElement])
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 419' }))
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Memory Wallet' }))
    await userEvent.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(search)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(core.state.router.view).toBe('ConnectingWalletConnect')
    expect(core.state.router.data?.wallet?.name).toBe('Wallet 000')
  })

  it('shows loading, then an error with a retry', async () => {
    const { core } = await createTestCore()
    const first = createDeferred<WalletListing[]>()
    let calls = 0
    const wallets = () => (++calls === 1 ? first.promise : Promise.resolve(many.slice(0, 3)))
    core.state.connectors.allConnectors = []
    await renderModal(core, { open: true, options: { wallets } })
    await act(async () => pushView(core, { view: 'AllWallets' }))
    await settle()
    expect(screen.getByRole('status')).toHaveTextContent('Loading wallets')
    await act(async () => first.reject(new Error('Service unavailable')))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent("Couldn't load the wallet list.")
    expect(screen.getByText('Service unavailable')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Wallet 002' })).toBeInTheDocument()
  })
})
