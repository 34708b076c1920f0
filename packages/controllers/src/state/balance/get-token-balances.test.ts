import { describe, expect, it, vi } from 'vitest'
import { portfolioCache } from '../../api/caches.ts'
import { storageContextOf } from '../../core/storage-context-of.ts'
import { getCacheEntry, setCacheEntry } from '../../platform/storage/ttl-cache.ts'
import { createCoreWithWallets, EVM_ADDRESS } from '../../test-utils/connected-core.ts'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { createFakeApi } from '../../test-utils/fake-api.ts'
import { createFakeEvmRpc } from '../../test-utils/fake-evm-rpc.ts'
import { bitcoin, mainnet, polygon } from '../../test-utils/networks.ts'
import { getTokenBalances } from './get-token-balances.ts'

const balance = (symbol: string, decimals = '18') => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

function withApi(balances = [balance('ETH'), balance('PTS', '0')]) {
  const fetch = createFakeApi({
    route: (request) =>
      request.path === `/v1/account/${EVM_ADDRESS}/balance` ? { json: { balances } } : undefined,
  })
  const { core, clock, evmAdapter } = createCoreWithWallets({ fetch, apiUrl: 'https://api.test' })
  return { core, clock, fetch, evmAdapter }
}

describe('getTokenBalances', () => {
  it('uses the cached value for network:address first, without any request', async () => {
    const { core, fetch } = withApi()
    await setCacheEntry(storageContextOf(core), portfolioCache, `eip155:1:${EVM_ADDRESS}`, {
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      balance: [balance('CACHED'), balance('ZERO', '0')],
    })
    const result = await getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: mainnet })
    expect(result).toEqual({ balances: [balance('CACHED')], source: 'cache' })
    expect(fetch.calls).toHaveLength(0)
  })

  it('asks the balance endpoint otherwise, drops decimals 0 and caches 30 s', async () => {
    const { core, clock, fetch } = withApi()
    const result = await getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: mainnet })
    expect(result).toEqual({ balances: [balance('ETH')], source: 'api' })
    expect(fetch.apiCalls()[0]?.query).toMatchObject({ currency: 'usd', chainId: 'eip155:1' })
    await getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: mainnet })
    expect(fetch.apiCalls()).toHaveLength(1)
    clock.advance(30_000)
    await getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: mainnet })
    expect(fetch.apiCalls()).toHaveLength(2)
  })

  it('skips the cache when forced', async () => {
    const { core, fetch } = withApi()
    await getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: mainnet })
    await getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: mainnet, forceUpdate: true })
    expect(fetch.apiCalls().map((call) => call.query.forceUpdate)).toEqual([undefined, 'true'])
  })

  it('throws Token Balance Unavailable on a network the API does not serve', async () => {
    const { core, fetch } = withApi()
    const base = { ...polygon, id: 8453, caipNetworkId: 'eip155:8453' as const }
    await expect(
      getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: base }),
    ).rejects.toThrow('Token Balance Unavailable')
    expect(fetch.apiCalls()).toHaveLength(0)
  })

  it('asks the embedded wallet for its assets first and caches them', async () => {
    const { core, fetch, evmAdapter } = withApi()
    Object.assign(evmAdapter, {
      getCapabilities: vi.fn(async () => ({ '0x1': { assetDiscovery: { supported: true } } })),
      walletGetAssets: vi.fn(async () => ({
        '0x1': [
          {
            address: 'native',
            balance: '0x1',
            type: 'NATIVE',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        ],
      })),
    })
    const result = await getTokenBalances(core, {
      address: EVM_ADDRESS,
      caipNetwork: mainnet,
      embeddedWallet: true,
    })
    expect(result.source).toBe('wallet')
    expect(result.balances[0]?.quantity.numeric).toBe('0.000000000000000001')
    expect(fetch.apiCalls()).toHaveLength(0)
    const cached = await getCacheEntry(
      storageContextOf(core),
      portfolioCache,
      `eip155:1:${EVM_ADDRESS}`,
    )
    expect(cached?.balance).toHaveLength(1)
  })

  it('falls back to the endpoint when the embedded wallet has no asset discovery', async () => {
    const { core, evmAdapter } = withApi()
    Object.assign(evmAdapter, {
      getCapabilities: vi.fn(async () => ({})),
      walletGetAssets: vi.fn(),
    })
    const result = await getTokenBalances(core, {
      address: EVM_ADDRESS,
      caipNetwork: mainnet,
      embeddedWallet: true,
    })
    expect(result.source).toBe('api')
  })

  it('reads EVM balances over RPC with one multicall when no API is configured', async () => {
    const token = '0x3333333333333333333333333333333333333333'
    const rpc = createFakeEvmRpc({
      nativeBalances: { [EVM_ADDRESS]: 10n ** 18n },
      tokens: {
        [token]: { symbol: 'USDC', name: 'USD Coin', decimals: 6, balances: { [EVM_ADDRESS]: 5n } },
        '0x4444444444444444444444444444444444444444': { symbol: 'NFT', decimals: 0, balances: {} },
      },
    })
    const { core } = createTestCore({
      fetch: rpc,
      tokens: {
        'eip155:1': [{ address: token }, { address: '0x4444444444444444444444444444444444444444' }],
      },
    })
    const result = await getTokenBalances(core, { address: EVM_ADDRESS, caipNetwork: mainnet })
    expect(result.source).toBe('rpc')
    expect(result.balances.map((item) => `${item.symbol}:${item.quantity.numeric}`)).toEqual([
      'ETH:1',
      'USDC:0.000005',
    ])
    expect(rpc.calls).toHaveLength(1)
  })

  it('has no source for other namespaces without an API', async () => {
    const { core } = createTestCore()
    await expect(getTokenBalances(core, { address: 'bc1q', caipNetwork: bitcoin })).rejects.toThrow(
      'Token Balance Unavailable',
    )
  })
})
