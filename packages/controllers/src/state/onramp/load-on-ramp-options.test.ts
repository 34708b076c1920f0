import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import type { FakeReply } from '../../test-utils/fake-fetch.ts'
import { loadOnRampOptions } from './load-on-ramp-options.ts'
import { createOnRampState } from './on-ramp-state.ts'

const eth = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [
    { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
  ],
}
const gbp = { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5.00', max: '5000.00' }] }

function setup(reply: () => FakeReply) {
  const fetch = createFakeApi({
    route: (request) => (request.path === '/v1/onramp/options' ? reply() : undefined),
  })
  return createTestCore({ fetch, apiUrl: 'https://api.test' }).core
}

describe('loadOnRampOptions', () => {
  it('uses the currencies the API offers', async () => {
    const core = setup(() => ({ json: { purchaseCurrencies: [eth], paymentCurrencies: [gbp] } }))
    await loadOnRampOptions(core)
    expect(core.state.onRamp).toMatchObject({
      purchaseCurrencies: [eth],
      paymentCurrencies: [gbp],
      purchaseCurrency: eth,
      paymentCurrency: gbp,
    })
  })

  it('falls back to USDC and USD/EUR with the docs/project/behaviour.md §9 limits when the call fails', async () => {
    const core = setup(() => ({ status: 403 }))
    await loadOnRampOptions(core)
    const { paymentCurrencies, purchaseCurrencies, purchaseCurrency, paymentCurrency } =
      core.state.onRamp
    expect(paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    expect(purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC'])
    expect(purchaseCurrency.networks.map((network) => network.chain_id)).toEqual(['1', '137'])
    expect(paymentCurrency.id).toBe('USD')
  })

  it('falls back on empty lists and keeps a selection still offered', async () => {
    const core = setup(() => ({ json: { purchaseCurrencies: [], paymentCurrencies: [] } }))
    const eur = createOnRampState().paymentCurrencies[1]
    if (eur) core.state.onRamp.paymentCurrency = eur
    await loadOnRampOptions(core)
    expect(core.state.onRamp.paymentCurrency.id).toBe('EUR')
  })
})
