import { describe, expect, it } from 'vitest'
import { connect } from '../../flows/connect/connect.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { solana } from '../../test-utils/networks.ts'
import { fetchTokenPriceInUSD } from './fetch-token-price-in-usd.ts'
import { getSwapContext } from './swap-context.ts'

describe('getSwapContext', () => {
  it('gives the active EVM network and account', async () => {
    const { core } = createCoreWithWallets()
    expect(() => getSwapContext(core)).toThrow('No ActiveCaipAddress found')
    await connect(core, { connectorId: 'io.metamask' })
    expect(getSwapContext(core)).toMatchObject({ address: EVM_ADDRESS, caipNetwork: { id: 1 } })
    core.state.chains.activeCaipNetwork = solana
    expect(() => getSwapContext(core)).toThrow('Network not supported for Swaps')
  })
})

describe('fetchTokenPriceInUSD', () => {
  it('prices a token at 0 when the price call fails', async () => {
    const fetch = createFakeApi({ route: () => ({ status: 403 }) })
    const { core } = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
    expect(await fetchTokenPriceInUSD(core, 'eip155:1:0xabc')).toBe(0)
  })
})
