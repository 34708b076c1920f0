import { connect } from '@openappkit/controllers'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { API_URL, type ApiReply, createFakeApi } from '../../test-utils/fake-api.ts'
import { renderModal, settle } from '../../test-utils/render-modal.tsx'
import { checkOnRampAmount, onRampLimits } from './on-ramp-limits.ts'

async function openBuy(quote: () => ApiReply) {
  const api = createFakeApi((request) =>
    request.path === '/v1/onramp/quote' ? quote() : undefined,
  )
  const { core, wallet } = await createTestCore({ apiUrl: API_URL, fetch: api.fetch })
  await connect(core, { connectorId: wallet.connectorId })
  await renderModal(core, { open: true })
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }))
  await settle()
  return { core, api }
}

describe('OnRamp', () => {
  it('picks a provider, keeps the amount in the card limits, and quotes', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(globalThis, 'open').mockReturnValue(null)
    await openBuy(() => ({ json: { purchaseAmount: { amount: '99.5' } } }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy' })
    expect(within(dialog).getByRole('button', { name: 'Select a provider' })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Meld.io Fees 1–2%' }))
    expect(within(dialog).getByRole('button', { name: 'Meld.io Fees 1–2%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    expect(amount).toHaveAccessibleDescription('Between 10 and 7,500 USD')
    await user.type(amount, '5')
    expect(amount).toHaveAccessibleDescription(/The minimum is 10 USD/)
    await user.clear(amount)
    await user.type(amount, '8000')
    expect(amount).toHaveAccessibleDescription(/The maximum is 7,500 USD/)
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Payment method' }),
      'ach_bank_account',
    )
    expect(amount).toHaveAccessibleDescription('Between 10 and 25,000 USD')
    expect(await within(dialog).findByText('99.5 USDC', {}, { timeout: 2000 })).toBeInTheDocument()
    expect(within(dialog).queryByText(/Estimate, not a quote/)).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Meld.io' }))
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('https://meldcrypto.com'),
      '_blank',
      'noopener,noreferrer',
    )
  })

  it('opens the checkout the API makes for the wallet and amount with Coinbase', async () => {
    const user = userEvent.setup()
    const open = vi.spyOn(globalThis, 'open').mockReturnValue(null)
    const checkout = `${API_URL}/onramp/checkout/AAAAAAAAAAAAAAAAAAAAAAAA?amount=25.00`
    const api = createFakeApi((request) =>
      request.path === '/v1/generators/onrampurl' ? { json: { url: checkout } } : undefined,
    )
    const { core, wallet } = await createTestCore({
      apiUrl: API_URL,
      fetch: api.fetch,
      remoteFeatures: { onramp: ['meld', 'coinbase'] },
    })
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core, { open: { view: 'OnRamp' } })
    const dialog = await screen.findByRole('dialog', { name: 'Buy' })
    await user.click(within(dialog).getByRole('button', { name: 'Coinbase Fees 1–2%' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '25')
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Coinbase' }))
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(checkout, '_blank', 'noopener,noreferrer'),
    )
    const [generated] = api.calls.filter((call) => call.path === '/v1/generators/onrampurl')
    expect(generated?.body).toMatchObject({
      destinationWallets: [{ blockchains: ['ethereum-mainnet'], assets: ['USDC'] }],
      presetFiatAmount: 25,
    })
  })

  it('labels the fallback quote as an estimate (docs/project/architecture.md §11)', async () => {
    await openBuy(() => ({ status: 403, json: {} }))
    const dialog = await screen.findByRole('dialog', { name: 'Buy' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50')
    expect(await within(dialog).findByText(/Estimate, not a quote/)).toBeInTheDocument()
    expect(within(dialog).getByText('≈ 50 USDC')).toBeInTheDocument()
  })

  it('says when no provider can sell here', async () => {
    const { core, wallet } = await createTestCore({ remoteFeatures: { onramp: [] } })
    await connect(core, { connectorId: wallet.connectorId })
    await renderModal(core, { open: { view: 'OnRamp' } })
    expect(screen.getByRole('heading', { name: 'Buying is not available' })).toBeInTheDocument()
  })

  it('reads the limits of a payment method', () => {
    const usd = {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    }
    expect(onRampLimits(usd, undefined)).toEqual({ min: 10, max: 7500 })
    expect(onRampLimits(usd, 'ach_bank_account')).toEqual({ min: 10, max: 25000 })
    expect(onRampLimits({ id: 'X', payment_method_limits: [] }, 'card')).toBeUndefined()
    expect(checkOnRampAmount(9.99, { min: 10, max: 20 })).toBe('below')
    expect(checkOnRampAmount(20.01, { min: 10, max: 20 })).toBe('above')
    expect(checkOnRampAmount(undefined, { min: 10, max: 20 })).toBeUndefined()
  })
})
