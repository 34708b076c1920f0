import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { ONRAMP_PROVIDERS } from './defaults.ts'
import { getOnRampCheckoutUrl } from './get-on-ramp-checkout-url.ts'
import { loadOnRampOptions } from './load-on-ramp-options.ts'
import { selectOnRampProvider } from './select-on-ramp-provider.ts'
import { setOnRampPaymentAmount } from './set-on-ramp-fields.ts'

const [meld, coinbase] = ONRAMP_PROVIDERS
if (!meld || !coinbase) throw new Error('fixture')

const CHECKOUT = 'https://api.test/onramp/checkout/AAAAAAAAAAAAAAAAAAAAAAAA?amount=25.00'

async function setup(apiUrl: string | undefined = 'https://api.test') {
  const fetch = createFakeApi({
    route: (request) => {
      if (request.path === '/v1/generators/onrampurl') return { json: { url: CHECKOUT } }
      if (request.path === '/v1/onramp/options') {
        return {
          json: {
            purchaseCurrencies: [
              {
                id: 'USDC',
                name: 'USD Coin',
                symbol: 'USDC',
                networks: [
                  {
                    name: 'devnet-31337',
                    display_name: 'Devnet',
                    chain_id: '31337',
                    contract_address: '0x1',
                  },
                  {
                    name: 'ethereum-x',
                    display_name: 'Ethereum',
                    chain_id: '1',
                    contract_address: '0x2',
                  },
                ],
              },
            ],
            paymentCurrencies: [],
          },
        }
      }
      return undefined
    },
  })
  const { core } = createCoreWithWallets({ fetch, apiUrl })
  await connect(core, { connectorId: 'io.metamask' })
  await loadOnRampOptions(core)
  setOnRampPaymentAmount(core, 25)
  return { core, fetch }
}

describe('getOnRampCheckoutUrl', () => {
  it('asks the API for the checkout of the address, active network (mainnet), asset and amount', async () => {
    const { core, fetch } = await setup()
    selectOnRampProvider(core, coinbase)
    expect(await getOnRampCheckoutUrl(core)).toBe(CHECKOUT)
    expect(fetch.apiCalls('/v1/generators/onrampurl')[0]?.body).toEqual({
      destinationWallets: [{ address: EVM_ADDRESS, blockchains: ['ethereum-x'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum-x',
      defaultExperience: 'buy',
      partnerUserId: EVM_ADDRESS,
      presetFiatAmount: 25,
    })
  })

  it('keeps the named provider on its own URL, and gives nothing without a provider', async () => {
    const { core, fetch } = await setup()
    expect(await getOnRampCheckoutUrl(core)).toBeUndefined()
    selectOnRampProvider(core, meld)
    expect(await getOnRampCheckoutUrl(core)).toMatch(/^https:\/\/meldcrypto\.com\?/)
    expect(fetch.apiCalls('/v1/generators/onrampurl')).toEqual([])
  })
})
