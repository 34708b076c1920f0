import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import {
  createFakeSwapApi,
  type FakeSwapApiParameters,
  NATIVE,
  nativeToken,
  ROUTER,
  USDC,
  usdcToken,
} from '../../test-utils/fake-swap-api.ts'
import { fetchSwapQuote } from './fetch-swap-quote.ts'
import { loadSwapNetwork } from './load-swap-network.ts'
import { setSwapSourceToken, setSwapSourceTokenAmount, setSwapToToken } from './set-swap-fields.ts'

async function setup(parameters: FakeSwapApiParameters = {}) {
  const fetch = createFakeSwapApi(parameters)
  const context = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
  await connect(context.core, { connectorId: 'io.metamask' })
  await loadSwapNetwork(context.core)
  return { ...context, fetch }
}

describe('fetchSwapQuote', () => {
  it('quotes native → USDC and builds the swap transaction (value = amount)', async () => {
    const { core, fetch } = await setup()
    setSwapToToken(core, usdcToken)
    setSwapSourceTokenAmount(core, '1')
    const pending = fetchSwapQuote(core)
    expect(core.state.swap.loadingQuote).toBe(true)
    expect(await pending).toMatchObject({ toAmount: '1990000000' })
    expect(fetch.apiCalls('/v1/convert/quotes')[0]?.query).toMatchObject({
      amount: '1000000000000000000',
      userAddress: EVM_ADDRESS,
      from: NATIVE,
      to: USDC,
      gasPrice: '20000000000',
    })
    expect(fetch.apiCalls('/v1/convert/allowance')).toHaveLength(0)
    expect(fetch.apiCalls('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      amount: '1000000000000000000',
      eip155: { slippage: 1 },
      from: NATIVE,
      to: USDC,
      userAddress: EVM_ADDRESS,
    })
    expect(core.state.swap).toMatchObject({
      loadingQuote: false,
      toTokenAmount: '1990',
      toTokenPriceInUSD: 1,
      minimumReceived: '1970.1',
      approvalTransaction: undefined,
      swapTransaction: {
        to: ROUTER,
        data: '0x7ff36ab5',
        value: '1000000000000000000',
        gas: '150000',
        gasPrice: '20000000000',
      },
      networkFee: { amount: '0.003', inUSD: 6 },
    })
    // The fake quote carries no impact: none is made up from the USD prices.
    expect(core.state.swap.priceImpact).toBeUndefined()
  })

  it("shows the quote's price impact against the pool, not against the USD price table", async () => {
    // The price table says $3 000 an ETH; the pool pays 199.4 USDC for 0.1 ETH, about $2 000 an
    // ETH: against USD that would read as 33.6 %, the pool's own impact is 0.4 %.
    const { core } = await setup({
      prices: { [NATIVE]: 3000, [USDC]: 1 },
      toAmount: '199400000',
      priceImpact: '0.3988',
    })
    setSwapToToken(core, usdcToken)
    setSwapSourceTokenAmount(core, '0.1')
    await fetchSwapQuote(core)
    expect(core.state.swap.priceImpact).toBeCloseTo(0.3988)
    expect(core.state.swap).toMatchObject({ sourceTokenPriceInUSD: 3000, toTokenPriceInUSD: 1 })
  })

  it('asks for an approval first when the allowance is below the amount', async () => {
    const { core, fetch, evmAdapter } = await setup({
      allowance: '999999',
      toAmount: '490000000000000000',
    })
    evmAdapter.estimateGas = vi.fn(async () => ({ gas: 46_000n }))
    setSwapSourceToken(core, usdcToken)
    setSwapToToken(core, nativeToken)
    setSwapSourceTokenAmount(core, '1')
    await fetchSwapQuote(core)
    expect(fetch.apiCalls('/v1/convert/allowance')[0]?.query).toMatchObject({
      tokenAddress: USDC,
      userAddress: EVM_ADDRESS,
    })
    expect(fetch.apiCalls('/v1/convert/build-approve')[0]?.query).toMatchObject({
      userAddress: EVM_ADDRESS,
      from: USDC,
      to: NATIVE,
    })
    expect(fetch.apiCalls('/v1/convert/build-transaction')).toHaveLength(0)
    expect(core.state.swap).toMatchObject({
      allowance: '999999',
      swapTransaction: undefined,
      approvalTransaction: {
        data: '0x095ea7b3',
        value: '0',
        gas: '46000',
        gasPrice: '20000000000',
      },
      networkFee: { amount: '0.00092', inUSD: 1.84 },
      toTokenAmount: '0.49',
    })
  })

  it('builds the swap (value 0) when the allowance covers the amount', async () => {
    const { core } = await setup({ allowance: '1000000' })
    setSwapSourceToken(core, usdcToken)
    setSwapToToken(core, nativeToken)
    setSwapSourceTokenAmount(core, '1')
    await fetchSwapQuote(core)
    expect(core.state.swap.approvalTransaction).toBeUndefined()
    expect(core.state.swap.swapTransaction).toMatchObject({ value: '0' })
  })

  it("shows the wallet's estimate as the swap's fee and sends the api's gas as its limit", async () => {
    const { core, evmAdapter } = await setup()
    // A smart account's UserOperation costs more than the router call's own gas.
    const estimateGas = vi.fn(async () => ({ gas: 400_000n }))
    evmAdapter.estimateGas = estimateGas
    setSwapToToken(core, usdcToken)
    setSwapSourceTokenAmount(core, '1')
    await fetchSwapQuote(core)
    expect(estimateGas).toHaveBeenCalledWith(
      expect.objectContaining({
        address: EVM_ADDRESS,
        to: ROUTER,
        data: '0x7ff36ab5',
        value: 1_000_000_000_000_000_000n,
      }),
    )
    expect(core.state.swap).toMatchObject({
      swapTransaction: { gas: '150000', gasPrice: '20000000000' },
      networkFee: { amount: '0.008', inUSD: 16 },
    })
  })

  it('reports no route when the API has no quote', async () => {
    const { core } = await setup({ toAmount: null })
    setSwapToToken(core, usdcToken)
    setSwapSourceTokenAmount(core, '1')
    expect(await fetchSwapQuote(core)).toBeUndefined()
    expect(core.state.swap).toMatchObject({
      error: { code: 'NO_SWAP_QUOTE' },
      toTokenAmount: '',
      swapTransaction: undefined,
    })
  })

  it('does nothing without two tokens and a positive amount', async () => {
    const { core, fetch } = await setup()
    expect(await fetchSwapQuote(core)).toBeUndefined()
    setSwapToToken(core, usdcToken)
    setSwapSourceTokenAmount(core, '0')
    expect(await fetchSwapQuote(core)).toBeUndefined()
    expect(fetch.apiCalls('/v1/convert/quotes')).toHaveLength(0)
  })

  it('keeps the error and rethrows when an endpoint fails', async () => {
    const { core } = await setup({ overrides: { '/v1/convert/quotes': () => ({ status: 403 }) } })
    setSwapToToken(core, usdcToken)
    setSwapSourceTokenAmount(core, '1')
    await expect(fetchSwapQuote(core)).rejects.toThrow('HTTP status code: 403')
    expect(core.state.swap).toMatchObject({
      error: { code: 'HTTP_STATUS_CODE', params: { status: 403 } },
      loadingQuote: false,
    })
  })

  it('prices an unknown token at 0 (no price impact shown)', async () => {
    const { core } = await setup({ prices: { [NATIVE]: 2000 } })
    setSwapToToken(core, usdcToken)
    setSwapSourceTokenAmount(core, '1')
    await fetchSwapQuote(core)
    expect(core.state.swap).toMatchObject({ toTokenPriceInUSD: 0, priceImpact: undefined })
  })
})
