import { describe, expect, it } from 'vitest'
import { numberToHex } from './number-to-hex.ts'

describe('numberToHex', () => {
  it('writes chain ids and quantities as JSON-RPC does', () => {
    expect(numberToHex(1)).toBe('0x1')
    expect(numberToHex(31337)).toBe('0x7a69')
    expect(numberToHex(0)).toBe('0x0')
    expect(numberToHex(10n ** 18n)).toBe('0xde0b6b3a7640000')
  })
})
