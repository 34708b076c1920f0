import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './memory-storage.ts'

describe('createMemoryStorage', () => {
  it('stores, reads and removes values', () => {
    const storage = createMemoryStorage({ initial: { a: '1' } })
    expect(storage.getItem('a')).toBe('1')
    storage.setItem('b', '2')
    expect(storage.getItem('b')).toBe('2')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
    expect(storage.size).toBe(1)
  })

  it('gives every storage its own entries', () => {
    const first = createMemoryStorage()
    const second = createMemoryStorage()
    first.setItem('key', 'value')
    expect(second.getItem('key')).toBeNull()
  })
})
