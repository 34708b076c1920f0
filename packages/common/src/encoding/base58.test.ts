import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.ts'

describe('base58', () => {
  it('encodes and decodes the reference vectors, leading zeros included', () => {
    const hello = new TextEncoder().encode('Hello World!')
    expect(encodeBase58(hello)).toBe('2NEpo7TZRRrLZSi2U')
    expect(decodeBase58('2NEpo7TZRRrLZSi2U')).toEqual(hello)
    expect(encodeBase58(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(decodeBase58('112')).toEqual(Uint8Array.from([0, 0, 1]))
    expect(encodeBase58(new Uint8Array())).toBe('')
  })

  it('round-trips 32-byte keys', () => {
    for (let round = 0; round < 50; round += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(32))
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    }
  })

  it('refuses characters outside the alphabet', () => {
    expect(() => decodeBase58('abc0')).toThrow('Invalid base58 text: unexpected character "0"')
  })
})
