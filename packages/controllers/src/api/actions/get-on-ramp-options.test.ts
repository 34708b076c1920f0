import { describe, expect, it } from 'vitest'
import { createTestApiClient } from '../../test-utils/api-client.ts'
import { createFakeFetch } from '../../test-utils/fake-fetch.ts'
import { createManualClock } from '../../test-utils/manual-clock.ts'
import { createBlockchainApiClient } from '../blockchain-api-client.ts'
import { getOnRampOptions } from './get-on-ramp-options.ts'

describe('getOnRampOptions', () => {
  it('GETs /v1/onramp/options', async () => {
    const options = {
      purchaseCurrencies: [
        {
          id: 'usdc',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'ethereum',
              display_name: 'Ethereum',
              chain_id: '1',
              contract_address: '0xa0b8',
            },
          ],
        },
      ],
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
    }
    const { client, calls } = createTestApiClient({ route: () => ({ json: options }) })
    expect(await getOnRampOptions(client)).toEqual(options)
    expect(calls()[0]?.path).toBe('/v1/onramp/options')
  })

  it('returns empty lists when no API is configured', async () => {
    const client = createBlockchainApiClient({
      fetch: createFakeFetch(() => ({})),
      clock: createManualClock(),
    })
    expect(await getOnRampOptions(client)).toEqual({
      purchaseCurrencies: [],
      paymentCurrencies: [],
    })
  })
})
