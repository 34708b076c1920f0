import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import type { FakeReply } from '../../test-utils/fake-fetch.ts'
import { fetchOnRampQuote } from './fetch-on-ramp-quote.ts'
import { setOnRampPaymentAmount } from './set-on-ramp-fields.ts'

function setup(reply: () => FakeReply, apiUrl: string | undefined = 'https://api.test') {
  const fetch = createFakeApi({
    route: (request) => (request.path === '/v1/onramp/quote' ? reply() : undefined),
  })
  const { core } = createTestCore({ fetch, apiUrl })
  setOnRampPaymentAmount(core, 100)
  return { core, fetch }
}

describe('fetchOnRampQuote', () => {
  it('sets quotesLoading and stores purchaseAmount', async () => {
    const { core, fetch } = setup(() => ({
      json: { purchaseAmount: { amount: '99.12', currency: 'USDC' } },
    }))
    const pending = fetchOnRampQuote(core)
    expect(core.state.onRamp.quotesLoading).toBe(true)
    expect(await pending).toMatchObject({ purchaseAmount: { amount: '99.12' } })
    expect(core.state.onRamp).toMatchObject({
      quotesLoading: false,
      purchaseAmount: 99.12,
      purchaseAmountIsEstimate: false,
      error: undefined,
    })
    expect(fetch.apiCalls()[0]?.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'USDC',
    })
  })

  it('stores the error, returns null and falls back to an estimate flagged as such', async () => {
    const { core } = setup(() => ({ status: 422 }))
    expect(await fetchOnRampQuote(core)).toBeNull()
    expect(core.state.onRamp).toMatchObject({
      quotesLoading: false,
      error: { code: 'HTTP_STATUS_CODE', params: { status: 422 } },
      purchaseAmount: 100,
      purchaseAmountIsEstimate: true,
    })
  })

  it('treats an unreadable amount or a disabled API as a failure', async () => {
    const { core } = setup(() => ({ json: { purchaseAmount: { amount: 'lots' } } }))
    expect(await fetchOnRampQuote(core)).toBeNull()
    expect(core.state.onRamp.error).toEqual({ code: 'ON_RAMP_QUOTE_UNAVAILABLE' })
    const { core: offline } = setup(() => ({ json: {} }), undefined)
    expect(await fetchOnRampQuote(offline)).toBeNull()
    expect(offline.state.onRamp.purchaseAmountIsEstimate).toBe(true)
  })

  it('has no estimate without a payment amount', async () => {
    const { core } = setup(() => ({ status: 422 }))
    setOnRampPaymentAmount(core, undefined)
    await fetchOnRampQuote(core)
    expect(core.state.onRamp).toMatchObject({
      purchaseAmount: undefined,
      purchaseAmountIsEstimate: false,
    })
  })
})
