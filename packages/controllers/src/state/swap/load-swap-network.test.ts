import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import { switchNetwork } from '../../flows/network/switch-network.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { createFakeSwapApi, nativeToken, usdcToken } from '../../test-utils/fake-swap-api.ts'
import { base, polygon } from '../../test-utils/networks.ts'
import { loadSwapNetwork } from './load-swap-network.ts'
import { setSwapSlippage } from './set-swap-fields.ts'

async function setup(parameters: Parameters<typeof createFakeSwapApi>[0] = {}) {
  const fetch = createFakeSwapApi(parameters)
  const context = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
  await connect(context.core, { connectorId: 'io.metamask' })
  return { ...context, fetch }
}

describe('loadSwapNetwork', () => {
  it('loads tokens, gas price and the native price; the native token is the source', async () => {
    const { core } = await setup()
    const pending = loadSwapNetwork(core)
    expect(core.state.swap.initializing).toBe(true)
    await pending
    expect(core.state.swap).toMatchObject({
      initializing: false,
      initialized: true,
      caipNetworkId: 'eip155:1',
      tokens: [nativeToken, usdcToken],
      gasPrice: '20000000000',
      networkPriceInUSD: 2000,
      networkTokenSymbol: 'ETH',
      sourceToken: nativeToken,
      sourceTokenPriceInUSD: 2000,
      slippage: 1,
    })
  })

  it('refuses networks outside the swap list with Network not supported for Swaps', async () => {
    const { core } = await setup()
    const zora = { ...polygon, id: 7777777, caipNetworkId: 'eip155:7777777' as const }
    core.state.chains.activeCaipNetwork = zora
    await expect(loadSwapNetwork(core)).rejects.toThrow('Network not supported for Swaps')
  })

  it('passes on Network not supported for Gas Price where the API serves no gas price', async () => {
    const { core } = await setup({ supported: ['eip155:1'] })
    // Base is on the docs/project/behaviour.md §9 swap list, but this API does not serve it.
    core.state.chains.activeCaipNetwork = base
    await expect(loadSwapNetwork(core)).rejects.toThrow('Network not supported for Gas Price')
    expect(core.state.swap.initializing).toBe(false)
  })

  it('starts over on another network but keeps the slippage', async () => {
    const { core } = await setup({ supported: ['eip155:1', 'eip155:137'] })
    await loadSwapNetwork(core)
    setSwapSlippage(core, 2)
    core.state.swap.sourceTokenAmount = '1'
    await switchNetwork(core, { caipNetwork: polygon })
    await loadSwapNetwork(core)
    expect(core.state.swap).toMatchObject({
      caipNetworkId: 'eip155:137',
      slippage: 2,
      sourceTokenAmount: '',
    })
  })
})
