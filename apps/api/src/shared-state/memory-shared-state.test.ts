import { describe, expect, it } from 'vitest'
import { createMemorySharedState } from './memory-shared-state.ts'

describe('createMemorySharedState', () => {
  it('keeps cache entries until their TTL, drops deleted ones and the oldest when full', async () => {
    let now = 1_000
    const state = createMemorySharedState({ clock: { now: () => now }, maxEntries: 2 })
    await state.cache.set('a', { value: 1 }, 100)
    expect(await state.cache.get('a')).toEqual({ value: 1 })
    now = 1_099
    expect(await state.cache.get('a')).toEqual({ value: 1 })
    now = 1_100
    expect(await state.cache.get('a')).toBeUndefined()

    await state.cache.set('a', 1, 1_000)
    await state.cache.set('b', 2, 1_000)
    await state.cache.set('c', 3, 1_000)
    expect(await state.cache.get('a')).toBeUndefined()
    expect(await state.cache.get('b')).toBe(2)
    await state.cache.delete(['b', 'missing'])
    expect(await state.cache.get('b')).toBeUndefined()
    expect(await state.cache.get('c')).toBe(3)
  })

  it('counts hits per key in fixed windows aligned to multiples of the window', async () => {
    let now = 10_500
    const state = createMemorySharedState({ clock: { now: () => now } })
    expect(await state.counter.hit('k', 1_000)).toEqual({ count: 1, resetAt: 11_000 })
    expect(await state.counter.hit('k', 1_000)).toEqual({ count: 2, resetAt: 11_000 })
    expect(await state.counter.hit('other', 1_000)).toEqual({ count: 1, resetAt: 11_000 })
    now = 10_999
    expect((await state.counter.hit('k', 1_000)).count).toBe(3)
    now = 11_000
    expect(await state.counter.hit('k', 1_000)).toEqual({ count: 1, resetAt: 12_000 })
    await state.close()
    expect((await state.counter.hit('k', 1_000)).count).toBe(1)
  })
})
