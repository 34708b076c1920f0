import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { generateOnRampUrl } from './generate-on-ramp-url.ts'

describe('generateOnRampUrl', () => {
  it('POSTs /v1/generators/onrampurl with the buy experience', async () => {
    const { client, calls } = createTestApiClient({
      route: () => ({ json: { url: 'https://onramp.test/buy?x=1' } }),
    })
    const result = await generateOnRampUrl(client, {
      destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: 'user-1',
      purchaseAmount: 10,
      paymentAmount: 25,
    })
    expect(result.url).toBe('https://onramp.test/buy?x=1')
    expect(calls()[0]?.body).toEqual({
      destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetCryptoAmount: 10,
      presetFiatAmount: 25,
    })
  })

  it('returns an empty URL when no API is configured', async () => {
    const client = createBlockchainApiClient({
      fetch: createFakeFetch(() => ({})),
      clock: createManualClock(),
    })
    expect(await generateOnRampUrl(client, { destinationWallets: [], partnerUserId: 'u' })).toEqual(
      { url: '' },
    )
  })
})
