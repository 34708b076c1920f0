import { connect } from '@openappkit/controllers'
import { pushView } from '@openappkit/controllers/internal'
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

const names: Record<string, string> = { [NATIVE]: 'Ether', [USDC]: 'USD Coin' }

/** Chooses the token of one side in SwapSelectToken, as a visitor does. */
async function chooseToken(
  user: ReturnType<typeof userEvent.setup>,
  side: string,
  address: string,
) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${side}`) }))
  const list = await screen.findByRole('list', { name: 'Tokens to swap' })
  await user.click(within(list).getByRole('button', { name: new RegExp(`^${names[address]}\\b`) }))
  await screen.findByRole('dialog', { name: 'Swap' })
}

async function quote(from: string, to: string, amount: string) {
  const user = userEvent.setup()
  await chooseToken(user, 'Token to pay', from)
  await chooseToken(user, 'Token to receive', to)
  await user.type(screen.getByRole('textbox', { name: 'You pay' }), amount)
  return user
}

// Each journey loads the lazy views and waits out the quote's debounce: slower than a unit test.
describe('Swap', { timeout: 20_000 }, () => {
  it('quotes the pair with price impact, network fee, slippage and minimum received', async () => {
    await openSwap()
    // The token to pay starts on the native one: the button names the side still missing.
    expect(await screen.findByRole('button', { name: 'Select a token to receive' })).toBeDisabled()
    await quote(NATIVE, USDC, '1')
    const review = await screen.findByRole('button', { name: 'Review swap' })
    expect(screen.getByText('1,990')).toBeInTheDocument()
    const details = screen.getByText('Price impact').closest('dl') as HTMLElement
    // The quote's own impact (the pool's price), not 1 990 USDC against $2 000 of ETH.
    expect(within(details).getByText('Price impact').nextSibling).toHaveTextContent('0.4%')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Both sides in USD, beside it.
    expect(screen.getByRole('textbox', { name: 'You pay' })).toHaveAccessibleDescription(
      '≈ $2,000.00',
    )
    expect(screen.getByText('≈ $1,990.00')).toBeInTheDocument()
    expect(within(details).getByText('Max. slippage').nextSibling).toHaveTextContent('1%')
    expect(within(details).getByText('Minimum received').nextSibling).toHaveTextContent(
      '1,970.1 USDC',
    )
    expect(within(details).getByText('Network fee')).toBeInTheDocument()
    await userEvent.click(review)
    const preview = await screen.findByRole('dialog', { name: 'Review swap' })
    expect(await within(preview).findByRole('button', { name: 'Swap' })).toBeInTheDocument()
  })

  it('chooses tokens from the list Send uses: balances, a search, the other side switched', async () => {
    const { core } = await openSwap({
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 3000,
          price: 2000,
          quantity: { decimals: '18', numeric: '1.5' },
          iconUrl: '',
        },
      ],
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Token to pay/ }))
    const list = await screen.findByRole('list', { name: 'Tokens to swap' })
    const ether = within(list).getByRole('button', { name: /^Ether\b/ })
    expect(ether).toHaveTextContent('$3,000.00')
    expect(ether).toHaveTextContent('1.5 ETH')
    expect(within(list).getByRole('button', { name: /^USD Coin\b/ })).toHaveTextContent('0 USDC')
    await user.type(screen.getByRole('searchbox', { name: 'Search tokens' }), 'usd')
    expect(within(list).getAllByRole('button')).toHaveLength(1)
    await user.click(within(list).getByRole('button', { name: /^USD Coin\b/ }))
    expect(core.state.swap.sourceToken?.symbol).toBe('USDC')
    await chooseToken(user, 'Token to receive', NATIVE)
    expect([core.state.swap.sourceToken?.symbol, core.state.swap.toToken?.symbol]).toEqual([
      'USDC',
      'ETH',
    ])
    // The token already on the other side: the two switch.
    await chooseToken(user, 'Token to pay', NATIVE)
    expect([core.state.swap.sourceToken?.symbol, core.state.swap.toToken?.symbol]).toEqual([
      'ETH',
      'USDC',
    ])
  })

  it('warns from 5 % price impact and the review says Swap anyway', async () => {
    await openSwap({ priceImpact: '7.25' })
    await quote(NATIVE, USDC, '1')
    const review = await screen.findByRole('button', { name: 'Review swap' })
    expect(screen.getByRole('alert')).toHaveTextContent(
      "High price impact: you get 7.25% less than the pool's own price.",
    )
    await userEvent.click(review)
    const preview = await screen.findByRole('dialog', { name: 'Review swap' })
    expect(await within(preview).findByRole('alert')).toHaveTextContent('High price impact')
    expect(within(preview).getByRole('button', { name: 'Swap anyway' })).toBeEnabled()
    expect(within(preview).queryByRole('checkbox')).not.toBeInTheDocument()
  })

  it('from 15 % the swap needs the visitor to accept the impact first', async () => {
    const { wallet } = await openSwap({ priceImpact: '22.5', allowance: '0' })
    await quote(NATIVE, USDC, '1')
    await userEvent.click(await screen.findByRole('button', { name: 'Review swap' }))
    const preview = await screen.findByRole('dialog', { name: 'Review swap' })
    expect(await within(preview).findByRole('alert')).toHaveTextContent('Very high price impact')
    const swap = within(preview).getByRole('button', { name: 'Swap anyway' })
    expect(swap).toBeDisabled()
    await userEvent.click(
      within(preview).getByRole('checkbox', { name: 'I accept a price impact of 22.5%' }),
    )
    expect(swap).toBeEnabled()
    await userEvent.click(swap)
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument()
    expect(wallet.sent).toHaveLength(1)
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
    expect(await screen.findByRole('button', { name: /^Token to pay/ })).toBeInTheDocument()
  })
})
