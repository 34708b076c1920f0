import { describe, expect, it } from 'vitest'
import { hexToUtf8, utf8ToHex } from './utf8.ts'

describe('utf8', () => {
  it('round-trips ASCII, accents and emoji as UTF-8 hex', () => {
    expect(utf8ToHex('USDC')).toBe('55534443')
    expect(utf8ToHex('é')).toBe('c3a9')
    expect(hexToUtf8(utf8ToHex('Δ token ✓ 🚀'))).toBe('Δ token ✓ 🚀')
  })

  it('rejects lone surrogates and invalid UTF-8', () => {
    expect(() => utf8ToHex('\ud800')).toThrow('not valid Unicode')
    expect(() => hexToUtf8('ff')).toThrow('not valid UTF-8')
  })
})
