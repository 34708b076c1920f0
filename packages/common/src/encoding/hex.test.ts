import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from './hex.ts'

describe('hex', () => {
  it('writes two lower-case digits a byte, leading zeros kept, no prefix', () => {
    expect(bytesToHex(Uint8Array.of(0, 1, 0xab, 0xff))).toBe('0001abff')
    expect(bytesToHex(new Uint8Array())).toBe('')
  })

  it('reads hex with or without 0x, either case', () => {
    expect(hexToBytes('0001ABff')).toEqual(Uint8Array.of(0, 1, 0xab, 0xff))
    expect(hexToBytes('0x0001abff')).toEqual(Uint8Array.of(0, 1, 0xab, 0xff))
    expect(hexToBytes('0x')).toEqual(new Uint8Array())
  })

  it('round-trips random bytes', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(64))
    expect(hexToBytes(bytesToHex(bytes))).toEqual(bytes)
  })

  it('refuses odd lengths and non-hex digits with INVALID_NUMBER', () => {
    for (const text of ['abc', '0xzz', '00 1', '0X00', 'xyz0']) {
      expect(() => hexToBytes(text)).toThrow(expect.objectContaining({ code: 'INVALID_NUMBER' }))
    }
  })
})
