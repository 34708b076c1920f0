import { describe, expect, it, vi } from 'vitest'
import { connectAuthWallet } from '../../test-utils/auth-wallet.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { connect } from '../connect/connect.ts'
import { fetchTokenBalances } from './fetch-token-balances.ts'

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

function setup(
  reply: () => { status?: number; json?: unknown } = () => ({ json: { balances: [eth] } }),
) {
  const fetch = createFakeApi({
    route: (request) => (request.path.endsWith('/balance') ? reply() : undefined),
  })
  const context = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
  return { ...context, fetch }
}

describe('fetchTokenBalances', () => {
  it('does nothing while not connected', async () => {
    const { core, fetch } = setup()
    expect(await fetchTokenBalances(core)).toEqual([])
    expect(fetch.calls).toHaveLength(0)
  })

  it('sets loading while fetching, then fills balances, send tokens and the account', async () => {
    const { core } = setup()
    await connect(core, { connectorId: 'io.metamask' })
    const pending = fetchTokenBalances(core)
    expect(core.state.balances.loading).toBe(true)
    expect(await pending).toEqual([eth])
    expect(core.state.balances).toMatchObject({
      loading: false,
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      tokenBalances: [eth],
      source: 'api',
    })
    expect(core.state.send.tokenBalances).toEqual([eth])
    expect(core.state.send.networkBalanceInUSD).toBe('3000')
    expect(core.state.chains.chains.eip155?.accountState.tokenBalance).toEqual([eth])
  })

  it('shows Token Balance Unavailable on failure and does not retry for 30 s', async () => {
    const { core, clock, fetch } = setup(() => ({ status: 400 }))
    await connect(core, { connectorId: 'io.metamask' })
    expect(await fetchTokenBalances(core)).toEqual([])
    expect(core.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: { code: 'TOKEN_BALANCE_UNAVAILABLE' },
    })
    expect(core.state.balances.lastRetry).toBe(clock.now())
    expect(core.state.send.lastRetry).toBe(clock.now())
    expect(core.state.balances.loading).toBe(false)
    clock.advance(29_999)
    await fetchTokenBalances(core)
    expect(fetch.apiCalls()).toHaveLength(1)
    clock.advance(1)
    await fetchTokenBalances(core)
    expect(fetch.apiCalls()).toHaveLength(2)
  })

  it('shows Token Balance Unavailable on an unsupported network', async () => {
    const fetch = createFakeApi({ supported: ['eip155:137'] })
    const { core } = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
    await connect(core, { connectorId: 'io.metamask' })
    await fetchTokenBalances(core)
    expect(core.state.toast.message).toEqual({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
    expect(fetch.apiCalls()).toHaveLength(0)
  })

  it('asks the embedded wallet for its assets when connected through it', async () => {
    const { core, evmAdapter, fetch } = setup()
    const walletGetAssets = vi.fn(async () => ({ '0x1': [] }))
    Object.assign(evmAdapter, {
      getCapabilities: async () => ({ '0x1': { assetDiscovery: { supported: true } } }),
      walletGetAssets,
    })
    await connectAuthWallet(core, evmAdapter)
    await fetchTokenBalances(core, { namespace: 'eip155' })
    expect(walletGetAssets).toHaveBeenCalledWith({ account: EVM_ADDRESS, chainFilter: ['0x1'] })
    expect(core.state.balances.source).toBe('wallet')
    expect(fetch.apiCalls()).toHaveLength(0)
  })
})
