import { describe, expect, it } from 'vitest'
import { ensCache, identityCache, nativeBalanceCache, portfolioCache } from '../../api/caches.ts'
import { createMemoryStorage } from '../services/memory-storage.ts'
import type { Clock } from '../services/types.ts'
import { STORAGE_KEYS } from './keys.ts'
import { clearCache, getCacheEntry, removeCacheEntry, setCacheEntry } from './ttl-cache.ts'

function manualClock(start = 1_000_000): Clock & { advance(ms: number): void } {
  let now = start
  return {
    now: () => now,
    setTimeout: () => undefined,
    clearTimeout: () => undefined,
    advance: (ms) => {
      now += ms
    },
  }
}

const caipAddress = 'eip155:1:0x1111111111111111111111111111111111111111'
const address = '0x1111111111111111111111111111111111111111'
const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: 'https://icons.test/eth.png',
}

describe('TTL caches', () => {
  it('keeps a portfolio entry for 30 s keyed by CAIP address', async () => {
    const clock = manualClock()
    const context = { storage: createMemoryStorage(), clock }
    await setCacheEntry(context, portfolioCache, caipAddress, { caipAddress, balance: [balance] })
    clock.advance(29_999)
    expect((await getCacheEntry(context, portfolioCache, caipAddress))?.balance).toEqual([balance])
    expect(await getCacheEntry(context, portfolioCache, 'eip155:1:0xother')).toBeUndefined()
    clock.advance(1)
    expect(await getCacheEntry(context, portfolioCache, caipAddress)).toBeUndefined()
  })

  it('keeps a native balance for 30 s', async () => {
    const clock = manualClock()
    const context = { storage: createMemoryStorage(), clock }
    await setCacheEntry(context, nativeBalanceCache, caipAddress, {
      caipAddress,
      balance: '1.5',
      symbol: 'ETH',
    })
    clock.advance(29_999)
    expect((await getCacheEntry(context, nativeBalanceCache, caipAddress))?.balance).toBe('1.5')
    clock.advance(1)
    expect(await getCacheEntry(context, nativeBalanceCache, caipAddress)).toBeUndefined()
  })

  it('keeps ens and identity entries for 5 min keyed by address', async () => {
    const clock = manualClock()
    const context = { storage: createMemoryStorage(), clock }
    await setCacheEntry(context, ensCache, address, { address, ens: [{ name: 'alice.test' }] })
    await setCacheEntry(context, identityCache, address, {
      address,
      identity: { name: 'alice', avatar: null },
    })
    clock.advance(299_999)
    expect((await getCacheEntry(context, ensCache, address))?.ens[0]?.name).toBe('alice.test')
    expect((await getCacheEntry(context, identityCache, address))?.identity.name).toBe('alice')
    clock.advance(1)
    expect(await getCacheEntry(context, ensCache, address)).toBeUndefined()
    expect(await getCacheEntry(context, identityCache, address)).toBeUndefined()
  })

  it('removes an expired entry from storage when it is read', async () => {
    const clock = manualClock()
    const storage = createMemoryStorage()
    const context = { storage, clock }
    await setCacheEntry(context, identityCache, address, {
      address,
      identity: { name: null, avatar: null },
    })
    clock.advance(300_000)
    await getCacheEntry(context, identityCache, address)
    expect(JSON.parse((await storage.getItem(STORAGE_KEYS.identityCache)) ?? '')).toEqual({})
  })

  it('ignores corrupt or foreign JSON in storage', async () => {
    const clock = manualClock()
    const storage = createMemoryStorage({
      initial: {
        [STORAGE_KEYS.portfolioCache]: '{oops',
        [STORAGE_KEYS.identityCache]: JSON.stringify({ [address]: { unrelated: true } }),
        [STORAGE_KEYS.ensCache]: JSON.stringify(['not', 'a', 'record']),
      },
    })
    const context = { storage, clock }
    expect(await getCacheEntry(context, portfolioCache, caipAddress)).toBeUndefined()
    expect(await getCacheEntry(context, identityCache, address)).toBeUndefined()
    expect(await getCacheEntry(context, ensCache, address)).toBeUndefined()
    await setCacheEntry(context, portfolioCache, caipAddress, { caipAddress, balance: [] })
    expect(await getCacheEntry(context, portfolioCache, caipAddress)).toBeDefined()
  })

  it('stores every cache under the @appkit-wallet/ prefix', async () => {
    const storage = createMemoryStorage()
    const context = { storage, clock: manualClock() }
    await setCacheEntry(context, ensCache, address, { address, ens: [] })
    expect(await storage.getItem('@appkit-wallet/ENS_CACHE')).not.toBeNull()
    for (const key of Object.values(STORAGE_KEYS))
      expect(key.startsWith('@appkit-wallet/')).toBe(true)
  })

  it('removes one entry or clears the whole cache', async () => {
    const context = { storage: createMemoryStorage(), clock: manualClock() }
    await setCacheEntry(context, ensCache, 'a', { address: 'a', ens: [] })
    await setCacheEntry(context, ensCache, 'b', { address: 'b', ens: [] })
    await removeCacheEntry(context, ensCache, 'a')
    await removeCacheEntry(context, ensCache, 'missing')
    expect(await getCacheEntry(context, ensCache, 'a')).toBeUndefined()
    expect(await getCacheEntry(context, ensCache, 'b')).toBeDefined()
    await clearCache(context, ensCache)
    expect(await getCacheEntry(context, ensCache, 'b')).toBeUndefined()
  })
})
