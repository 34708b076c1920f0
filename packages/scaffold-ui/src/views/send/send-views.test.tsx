import { connect } from '@openappkit/controllers'
import { pushView } from '@openappkit/controllers/internal'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, createTestCore, SECOND_ADDRESS } from '../../test-utils/create-test-core.ts'
import { API_URL, type ApiReply, createFakeApi, tokenBalance } from '../../test-utils/fake-api.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'
import { exceedsBalance } from './wallet-send-view.tsx'

const balances = [
  tokenBalance('ETH', 'Ether', '1.5'),
  tokenBalance(
    'LONGTOKEN',
    'A Token With An Extraordinarily Long Name For Layout Checks',
    '123456789012.5',
    '0x00000000000000000000000000000000000000aa',
  ),
]

async function connectedCore(
  reply: () => ApiReply | Promise<ApiReply> = () => ({ json: { balances } }),
) {
  const api = createFakeApi((request) => (request.path.endsWith('/balance') ? reply() : undefined))
  const test = await createTestCore({ apiUrl: API_URL, fetch: api.fetch })
  await connect(test.core, { connectorId: test.wallet.connectorId })
  return { ...test, api }
}

async function openView(
  view: 'WalletSend' | 'WalletReceive',
  reply?: () => ApiReply | Promise<ApiReply>,
) {
  const test = await connectedCore(reply)
  await renderModal(test.core, { open: true })
  await act(async () => pushView(test.core, { view }))
  await settle()
  return test
}

describe('WalletReceive', () => {
  it('shows the address, its QR code, the networks, and copies', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    await openView('WalletReceive')
    const dialog = screen.getByRole('dialog', { name: 'Receive' })
    expect(within(dialog).getByText(ADDRESS)).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'QR code of your address' })).toBeInTheDocument()
    const networks = within(dialog).getByRole('list', { name: 'Network' })
    expect(within(networks).getByText('Ethereum')).toBeInTheDocument()
    expect(within(networks).getByText('Polygon')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(await screen.findByRole('status')).toHaveTextContent('Address copied')
  })

  it('offers to connect when no account is connected', async () => {
    const { core } = await createTestCore()
    await renderModal(core, { open: { view: 'WalletReceive' } })
    expect(screen.getByRole('heading', { name: 'No wallet connected' })).toBeInTheDocument()
  })
})

describe('WalletSend', () => {
  it('starts from the native token and checks every field at once with catalogue messages', async () => {
    const user = userEvent.setup()
    const { core } = await openView('WalletSend')
    // The native token is chosen already: its button, not the list.
    const chosen = await screen.findByRole('button', { name: /Ether.*Balance: 1\.5 ETH/ })
    expect(chosen).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('list', { name: 'Your tokens' })).not.toBeInTheDocument()
    expect(core.state.send.token).toMatchObject({ symbol: 'ETH' })

    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An amount and receiver address are required',
    )
    const amountField = screen.getByRole('textbox', { name: 'Amount' })
    expect(amountField).toHaveAccessibleDescription(/An amount and receiver address are required/)
    expect(amountField).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true')

    await user.type(amountField, '0.5')
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    // The amount is there now: the receiver carries the message.
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(
      /An amount and receiver address are required/,
    )
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveFocus()
  })

  it('checks the balance and the address before it opens the preview', async () => {
    const user = userEvent.setup()
    const { core } = await openView('WalletSend')
    await screen.findByRole('button', { name: /Ether.*Balance/ })
    const amountField = screen.getByRole('textbox', { name: 'Amount' })
    await user.click(screen.getByRole('button', { name: 'Max' }))
    expect(amountField).toHaveValue('1.5')
    await user.type(amountField, '1')
    expect(amountField).toHaveAccessibleDescription(/Not enough ETH/)
    await user.clear(amountField)
    await user.type(amountField, '0.25')
    await user.type(screen.getByRole('textbox', { name: 'To' }), '0x1234')
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription(
      'Enter a valid Ethereum address',
    )
    await user.clear(screen.getByRole('textbox', { name: 'To' }))
    await user.type(screen.getByRole('textbox', { name: 'To' }), SECOND_ADDRESS)
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    expect(await screen.findByRole('dialog', { name: 'Review send' })).toBeInTheDocument()
    expect(core.state.send).toMatchObject({
      sendTokenAmount: 0.25,
      receiverAddress: SECOND_ADDRESS,
    })
  })

  it('without a native token, asks for the token together with the amount and receiver', async () => {
    const user = userEvent.setup()
    const { core } = await openView('WalletSend', () => ({ json: { balances: [balances[1]] } }))
    const tokens = await screen.findByRole('list', { name: 'Your tokens' })
    expect(within(tokens).getByRole('button', { name: /Extraordinarily Long/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('An amount and receiver address are required')
    expect(alert).toHaveTextContent('A token is required')
    expect(
      screen.getByText('A token is required', { selector: '.apkt-field__error' }),
    ).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      /An amount and receiver address are required/,
    )
    await user.click(within(tokens).getByRole('button', { name: /Extraordinarily Long/ }))
    expect(screen.queryByText('A token is required')).not.toBeInTheDocument()
    expect(core.state.send.token).toMatchObject({ symbol: 'LONGTOKEN' })
  })

  it('starts from the token last sent on the network', async () => {
    const test = await connectedCore()
    test.core.runtime.lastSentTokens.set(
      'eip155:1',
      'eip155:1:eip155:1:0x00000000000000000000000000000000000000aa',
    )
    await renderModal(test.core, { open: true })
    await act(async () => pushView(test.core, { view: 'WalletSend' }))
    await settle()
    expect(
      await screen.findByRole('button', { name: /Extraordinarily Long.*Balance/ }),
    ).toBeInTheDocument()
  })

  it('is one token picker: the chosen token as a button that opens the rows, with a search', async () => {
    const user = userEvent.setup()
    const { core } = await openView('WalletSend')
    // No separate "Select a token" control.
    expect(screen.queryByRole('button', { name: /Select a token/ })).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: /Ether.*Balance/ }))
    const reopened = screen.getByRole('list', { name: 'Your tokens' })
    const pressed = within(reopened).getByRole('button', { pressed: true })
    expect(pressed).toHaveAccessibleName(/Ether/)
    expect(pressed).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Ether.*Balance/ })).not.toBeInTheDocument()

    const search = screen.getByRole('searchbox', { name: 'Search tokens' })
    await user.type(search, 'long')
    expect(within(reopened).getAllByRole('button')).toHaveLength(1)
    await user.clear(search)
    await user.type(search, 'zzz')
    expect(screen.getByRole('status')).toHaveTextContent('No tokens match “zzz”')
    await user.clear(search)

    await user.click(
      within(screen.getByRole('list', { name: 'Your tokens' })).getByRole('button', {
        name: /Extraordinarily Long/,
      }),
    )
    expect(core.state.send.token).toMatchObject({ symbol: 'LONGTOKEN' })
    expect(screen.getByRole('button', { name: /Extraordinarily Long.*Balance/ })).toHaveFocus()
  })

  it('shows the loading rows, then Token Balance Unavailable with a retry', async () => {
    let answer: (reply: ApiReply) => void = () => {}
    await openView('WalletSend', () => new Promise<ApiReply>((resolve) => (answer = resolve)))
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tokens')
    await act(async () => answer({ status: 403, json: { message: 'forbidden' } }))
    expect(
      await screen.findByRole('heading', { name: 'Token Balance Unavailable' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('shows the empty state when the account holds nothing', async () => {
    await openView('WalletSend', () => ({ json: { balances: [] } }))
    expect(await screen.findByRole('heading', { name: 'No tokens to send' })).toBeInTheDocument()
  })

  it('compares amounts exactly', () => {
    expect(exceedsBalance('1.50', '1.5')).toBe(false)
    expect(exceedsBalance('1.5000001', '1.5')).toBe(true)
    expect(exceedsBalance('123456789012345678901', '123456789012345678900.9')).toBe(true)
    expect(exceedsBalance('', '1')).toBe(false)
  })
})

describe('WalletSendPreview', () => {
  it('sends, shows the wait, and the flow returns to Account', async () => {
    const user = userEvent.setup()
    const { core, wallet } = await openView('WalletSend')
    await screen.findByRole('button', { name: /Ether.*Balance/ })
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5')
    await user.type(screen.getByRole('textbox', { name: 'To' }), SECOND_ADDRESS)
    await user.click(screen.getByRole('button', { name: 'Review send' }))
    const dialog = await screen.findByRole('dialog', { name: 'Review send' })
    await settle()
    expect(within(dialog).getByText('0.5 ETH')).toBeInTheDocument()
    expect(within(dialog).getByText('0x8617…070d')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    expect(wallet.sent).toHaveLength(1)
    expect(core.state.send.token).toBeUndefined()
    // Said at once with the hash; no Back into the finished send.
    expect(within(account).getByRole('status')).toHaveTextContent(
      /^Transaction sent: 0x[0-9a-f]{4}…[0-9a-f]{4}/,
    )
    expect(within(account).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
    expect(core.state.router.history).toEqual(['Account'])
  })

  it('shows the catalogue message when opened without the fields', async () => {
    const test = await connectedCore()
    await renderModal(test.core, { open: { view: 'WalletSendPreview' } })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An amount and receiver address are required',
    )
  })
})
