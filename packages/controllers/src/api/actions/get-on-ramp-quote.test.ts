import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { getOnRampQuote } from './get-on-ramp-quote.ts'

describe('getOnRampQuote', () => {
  it('POSTs /v1/onramp/quote with the amount as a string', async () => {
    const { client, calls } = createTestApiClient({
      route: () => ({ json: { purchaseAmount: { amount: '9.9', currency: 'USDC' } } }),
    })
    const quote = await getOnRampQuote(client, {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: 10,
      network: 'ETH',
    })
    expect(quote?.purchaseAmount.amount).toBe('9.9')
    expect(calls()[0]?.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '10',
      network: 'ETH',
    })
  })

  it('returns null when no API is configured', async () => {
    const client = createBlockchainApiClient({
      fetch: createFakeFetch(() => ({})),
      clock: createManualClock(),
    })
    expect(
      await getOnRampQuote(client, {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '10',
        network: 'ETH',
      }),
    ).toBeNull()
  })
})
