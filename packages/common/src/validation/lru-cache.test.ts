import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/app-kit-error.ts'
import { LruCache } from './lru-cache.ts'

describe('LruCache', () => {
  it('keeps at most `capacity` entries, evicting the least recently used', () => {
    const cache = new LruCache<string, number>(3)
    cache.set('a', 1).set('b', 2).set('c', 3)
    expect(cache.size).toBe(3)

    cache.set('d', 4)

    expect(cache.size).toBe(3)
    expect(cache.has('a')).toBe(false)
    expect(cache.get('b')).toBe(2)
    expect(cache.get('c')).toBe(3)
    expect(cache.get('d')).toBe(4)
  })

  it('refreshes recency on get, so the read entry survives the next eviction', () => {
    const cache = new LruCache<string, number>(3)
    cache.set('a', 1).set('b', 2).set('c', 3)

    expect(cache.get('a')).toBe(1)
    cache.set('d', 4)

    expect(cache.has('a')).toBe(true)
    expect(cache.has('b')).toBe(false)
  })

  it('refreshes recency when an existing key is set again, without growing', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1).set('b', 2)

    cache.set('a', 10)
    expect(cache.size).toBe(2)
    cache.set('c', 3)

    expect(cache.get('a')).toBe(10)
    expect(cache.has('b')).toBe(false)
  })

  it('has() does not refresh recency', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1).set('b', 2)

    expect(cache.has('a')).toBe(true)
    cache.set('c', 3)

    expect(cache.has('a')).toBe(false)
  })

  it('stores falsy values and reports them as present', () => {
    const cache = new LruCache<string, boolean>(2)
    cache.set('no', false)
    expect(cache.has('no')).toBe(true)
    expect(cache.get('no')).toBe(false)
    expect(cache.get('missing')).toBeUndefined()
  })

  it('deletes and clears', () => {
    const cache = new LruCache<string, number>(2)
    cache.set('a', 1).set('b', 2)
    expect(cache.delete('a')).toBe(true)
    expect(cache.delete('a')).toBe(false)
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it.each([0, -1, 1.5, Number.NaN])('rejects capacity %s', (capacity) => {
    expect(() => new LruCache(capacity)).toThrow(AppKitError)
  })
})
