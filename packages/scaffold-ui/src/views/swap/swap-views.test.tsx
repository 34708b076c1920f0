import { connect, pushView } from '@openappkit/controllers'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { API_URL } from '../../test-utils/fake-api.ts'
import {
  createFakeSwapApi,
  type FakeSwapApiParameters,
  NATIVE,
  USDC,
} from '../../test-utils/fake-swap-api.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'

async function openSwap(parameters: FakeSwapApiParameters = {}) {
  const api = createFakeSwapApi(parameters)
  const test = await createTestCore({ apiUrl: API_URL, fetch: api.fetch })
  await connect(test.core, { connectorId: test.wallet.connectorId })
  await renderModal(test.core, { open: true })
  await act(async () => pushView(test.core, { view: 'Swap' }))
  await settle()
  return { ...test, api }
}

async function quote(from: string, to: string, amount: string) {
  const user = userEvent.setup()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Token to pay' }), from)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Token to receive' }), to)
  await user.type(screen.getByRole('textbox', { name: 'You pay' }), amount)
  return user
}

describe('Swap', () => {
  it('quotes the pair with price impact, network fee, slippage and minimum received', async () => {
    await openSwap()
    // The token to pay starts on the native one: the button names the side still missing.
    expect(screen.getByRole('button', { name: 'Select a token to receive' })).toBeDisabled()
    await quote(NATIVE, USDC, '1')
    const review = await screen.findByRole('button', { name: 'Review swap' })
    expect(screen.getByText('1,990')).toBeInTheDocument()
    const details = screen.getByText('Price impact').closest('dl') as HTMLElement
    expect(within(details).getByText('Price impact').nextSibling).toHaveTextContent('0.5%')
    expect(within(details).getByText('Max. slippage').nextSibling).toHaveTextContent('1%')
    expect(within(details).getByText('Minimum received').nextSibling).toHaveTextContent(
      '1,970.1 USDC',
    )
    expect(within(details).getByText('Network fee')).toBeInTheDocument()
    await userEvent.click(review)
    expect(await screen.findByRole('dialog', { name: 'Review swap' })).toBeInTheDocument()
  })

  it('asks for an approval first when the allowance is too small, then swaps', async () => {
    const { core, wallet } = await openSwap({ allowance: '0' })
    await quote(USDC, NATIVE, '10')
    await userEvent.click(await screen.findByRole('button', { name: 'Review swap' }))
    await settle()
    const approve = await screen.findByRole('button', { name: 'Approve USDC' })
    expect(screen.getByText('Approve once so the swap can use your USDC.')).toBeInTheDocument()
    await userEvent.click(approve)
    const swap = await screen.findByRole('button', { name: 'Swap' })
    await userEvent.click(swap)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    expect(wallet.sent).toHaveLength(2)
    expect(core.state.swap.sourceTokenAmount).toBe('')
  })

  it('says when no route exists', async () => {
    await openSwap({ toAmount: null })
    await quote(NATIVE, USDC, '1')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No quote is available for this swap',
    )
  })

  it('shows the empty state when the network has no tokens', async () => {
    await openSwap({ tokens: [] })
    expect(await screen.findByRole('heading', { name: 'No tokens to swap' })).toBeInTheDocument()
  })

  it('shows the error with a retry when the swap data cannot be loaded', async () => {
    let down = true
    const swapApi = createFakeSwapApi()
    const fetch: typeof swapApi.fetch = async (url, init) =>
      down && url.includes('/v1/convert/tokens')
        ? {
            ok: false,
            status: 403,
            json: async () => ({}),
            text: async () => '{}',
            blob: async () => ({ size: 2, type: '' }),
          }
        : swapApi.fetch(url, init)
    const { core, wallet } = await createTestCore({ apiUrl: API_URL, fetch })
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core, { open: { view: 'Swap' } })
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument()
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('combobox', { name: 'Token to pay' })).toBeInTheDocument()
  })
})
