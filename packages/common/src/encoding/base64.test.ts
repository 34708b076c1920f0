import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from './base64.ts'

describe('base64', () => {
  it('encodes and decodes the RFC 4648 vectors', () => {
    const vectors = ['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy']
    vectors.forEach((encoded, length) => {
      const bytes = new TextEncoder().encode('foobar'.slice(0, length))
      expect(bytesToBase64(bytes)).toBe(encoded)
      expect(base64ToBytes(encoded)).toEqual(bytes)
    })
  })

  it('keeps every byte value and takes long inputs', () => {
    const every = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect(base64ToBytes(bytesToBase64(every))).toEqual(every)
    const long = new Uint8Array(200_000).fill(7)
    expect(base64ToBytes(bytesToBase64(long))).toEqual(long)
  })

  it('refuses text outside the alphabet', () => {
    expect(() => base64ToBytes('Zm9v!')).toThrow()
  })
})
