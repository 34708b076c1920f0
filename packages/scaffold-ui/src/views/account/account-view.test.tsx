import { connect } from '@openappkit/controllers'
import {
  openModal,
  setAccountStatus,
  setBalancesLoading,
  updateAccountState,
} from '@openappkit/controllers/internal'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, createTestCore } from '../../test-utils/create-test-core.ts'
import { API_URL, createFakeApi } from '../../test-utils/fake-api.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'
import { stubViews } from '../../test-utils/views.tsx'
import { formatBalance } from './account-header.tsx'

async function connectedCore(parameters: Parameters<typeof createTestCore>[0] = {}) {
  const test = await createTestCore(parameters)
  await connect(test.core, { connectorId: test.wallet.connectorId })
  return test
}

describe('AccountView', () => {
  it('shows the address, balance (read from the wallet), explorer link, network and wallet', async () => {
    const { core, wallet } = await connectedCore()
    wallet.balances[ADDRESS] = 1_234_567_890_000_000_000n
    await renderModal(core, { open: true })
    const dialog = screen.getByRole('dialog', { name: 'Account' })
    expect(within(dialog).getByText('0x5290…169e')).toBeInTheDocument()
    expect(await within(dialog).findByText('1.2345 ETH')).toBeInTheDocument()
    expect(
      within(dialog).getByRole('link', { name: 'Block explorer (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://etherscan.io/address/0x5290840000952788660e0f7030069857d2e4169e',
    )
    expect(within(dialog).getByRole('button', { name: 'Ethereum' })).toBeInTheDocument()
    expect(
      within(dialog).getByRole('button', { name: 'Wallets Memory Wallet' }),
    ).toBeInTheDocument()
  })

  it('prefers the profile name and formats 0 and huge balances', async () => {
    const { core, wallet } = await connectedCore()
    wallet.balances[ADDRESS] = 0n
    updateAccountState(core, { namespace: 'eip155', patch: { profileName: 'visitor.eth' } })
    await renderModal(core, { open: true })
    expect(screen.getByText('visitor.eth')).toBeInTheDocument()
    expect(await screen.findByText('0 ETH')).toBeInTheDocument()
    expect(formatBalance('123456789012345678.123456789', 'en-US')).toBe(
      '123,456,789,012,345,678.1234',
    )
    expect(formatBalance('0.00001', 'en-US')).toBe('<0.0001')
    expect(formatBalance('1234.5', 'es-ES')).toBe('1234,5')
    expect(formatBalance('not a number', 'en-US')).toBe('not a number')
  })

  it('shows a loading balance while the balances load', async () => {
    const { core } = await connectedCore({
      // The node cannot be read: the balance line waits for the balances.
      wrapAdapter: (adapter) => ({
        ...adapter,
        getBalance: () => Promise.reject(new Error('node down')),
      }),
    })
    setBalancesLoading(core, true)
    await renderModal(core, { open: true })
    expect(screen.getByRole('status')).toHaveTextContent('Loading balance')
    await act(async () => {
      setBalancesLoading(core, false)
      updateAccountState(core, {
        namespace: 'eip155',
        patch: { balance: '2', balanceSymbol: 'ETH' },
      })
    })
    expect(screen.queryByText('Loading balance')).not.toBeInTheDocument()
    expect(screen.getByText('2 ETH')).toBeInTheDocument()
  })

  it('copies the address with a toast', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    const { core } = await connectedCore()
    await renderModal(core, { open: true })
    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith('0x5290840000952788660e0f7030069857d2e4169e')
    expect(await screen.findByRole('status')).toHaveTextContent('Address copied')
  })

  it('opens Networks from the network button and ProfileWallets from the wallet row', async () => {
    const { core } = await connectedCore()
    await renderModal(core, { open: true })
    await userEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    expect(await screen.findByRole('dialog', { name: 'Select network' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await userEvent.click(await screen.findByRole('button', { name: /^Wallets/ }))
    expect(await screen.findByRole('dialog', { name: 'Connected wallets' })).toBeInTheDocument()
  })

  it('disconnects and closes; a failure shows Failed to disconnect', async () => {
    const { core, adapter } = await connectedCore()
    await renderModal(core, { open: true })
    const failing = vi.spyOn(adapter, 'disconnect').mockRejectedValueOnce(new Error('locked'))
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to disconnect')
    failing.mockRestore()
    await act(async () => openModal(core))
    await settle()
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }))
    expect(core.state.chains.activeCaipAddress).toBeUndefined()
    expect(core.state.modal.open).toBe(false)
  })

  it('shows no feature button whose view is not registered', async () => {
    const { core } = await connectedCore({ apiUrl: 'https://api.example' })
    const views = {
      OnRamp: undefined,
      Swap: undefined,
      WalletReceive: undefined,
      WalletSend: undefined,
      Activity: undefined,
    }
    await renderModal(core, { open: true, views })
    for (const name of ['Buy', 'Swap', 'Receive', 'Send', 'Activity']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
  })

  it('shows the feature buttons in the documented order, each only when enabled, then Activity', async () => {
    const views = stubViews('OnRamp', 'Swap', 'WalletReceive', 'WalletSend', 'Activity')
    const { core } = await connectedCore({ apiUrl: 'https://api.example' })
    await renderModal(core, { open: true, views })
    const names = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => ['Buy', 'Swap', 'Receive', 'Send', 'Activity'].includes(name ?? ''))
    expect(names).toEqual(['Buy', 'Swap', 'Receive', 'Send', 'Activity'])
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(core.state.router.view).toBe('WalletSend')
  })

  it('offers to choose a name while the account has none, and shows the one it has', async () => {
    const api = createFakeApi((request) =>
      request.path === `/v1/identity/${ADDRESS}`
        ? { json: { name: null, avatar: null } }
        : undefined,
    )
    const views = stubViews('RegisterAccountName')
    const { core } = await connectedCore({ apiUrl: API_URL, fetch: api.fetch })
    await renderModal(core, { open: true, views })
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a name' }))
    expect(core.state.router.view).toBe('RegisterAccountName')

    const named = createFakeApi((request) =>
      request.path === `/v1/identity/${ADDRESS}`
        ? { json: { name: 'visitor.wcn.id', avatar: null } }
        : undefined,
    )
    const other = await connectedCore({ apiUrl: API_URL, fetch: named.fetch })
    await renderModal(other.core, { open: true, views })
    expect(await screen.findAllByText('visitor.wcn.id')).not.toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Choose a name' })).not.toBeInTheDocument()
  })

  it('hides features that are off or need the API that is not configured', async () => {
    const views = stubViews('OnRamp', 'Swap', 'WalletReceive', 'WalletSend', 'Activity')
    const { core } = await connectedCore({ features: { send: false } })
    await renderModal(core, { open: true, views })
    expect(screen.getByRole('button', { name: 'Receive' })).toBeInTheDocument()
    for (const name of ['Buy', 'Swap', 'Send', 'Activity']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
    }
  })

  it('waits while reconnecting and offers to connect when there is no account', async () => {
    const { core } = await createTestCore()
    setAccountStatus(core, { namespace: 'eip155', status: 'reconnecting' })
    await renderModal(core, { open: { view: 'Account' } })
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting to your wallet')
    await act(async () => setAccountStatus(core, { namespace: 'eip155', status: 'disconnected' }))
    expect(screen.getByRole('heading', { name: 'No wallet connected' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(screen.getByRole('dialog', { name: 'Connect Wallet' })).toBeInTheDocument()
  })
})
