import { describe, expect, it } from 'vitest'
import { createTtlCache } from './ttl-cache.ts'

describe('createTtlCache', () => {
  it('forgets entries after their lifetime and the oldest entry when full', () => {
    let now = 0
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 2, clock: { now: () => now } })
    cache.set('a', 1)
    now = 99
    expect(cache.get('a')).toBe(1)
    now = 100
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
    cache.delete('b')
    expect(cache.get('b')).toBeUndefined()
  })
})
