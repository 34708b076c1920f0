import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import { createCoreWithWallets } from '../../test-utils/connected-core.ts'
import { createFakeSwapApi, nativeToken, usdcToken } from '../../test-utils/fake-swap-api.ts'
import { setSwapPresets } from './apply-swap-presets.ts'
import { loadSwapNetwork } from './load-swap-network.ts'

async function setup() {
  const context = createCoreWithWallets({ fetch: createFakeSwapApi(), apiUrl: 'https://api.test' })
  await connect(context.core, { connectorId: 'io.metamask' })
  return context
}

describe('swap presets (the incumbent’s open({ view: "Swap", arguments }))', () => {
  it('waits for the token list, then picks the tokens by symbol and the amount', async () => {
    const { core } = await setup()
    setSwapPresets(core, { amount: '321.5', fromToken: 'usdc', toToken: 'ETH' })
    expect(core.state.swap.sourceToken).toBeUndefined()
    await loadSwapNetwork(core)
    expect(core.state.swap).toMatchObject({
      sourceToken: usdcToken,
      toToken: nativeToken,
      sourceTokenAmount: '321.5',
      presets: undefined,
    })
  })

  it('applies at once when the tokens are loaded; unknown symbols and bad amounts are left out', async () => {
    const { core } = await setup()
    await loadSwapNetwork(core)
    setSwapPresets(core, { amount: '1e9', fromToken: 'DOGE', toToken: 'USDC' })
    expect(core.state.swap).toMatchObject({
      sourceToken: nativeToken,
      toToken: usdcToken,
      sourceTokenAmount: '',
    })
  })
})
