import { describe, expect, it } from 'vitest'
import { toDecimalString } from './to-decimal-string.ts'

describe('toDecimalString', () => {
  it.each([
    [1.5, '1.5'],
    [1e-7, '0.0000001'],
    [1.25e-7, '0.000000125'],
    [-2.5e-8, '-0.000000025'],
    [1e21, '1000000000000000000000'],
    [1.5e22, '15000000000000000000000'],
    [0, '0'],
  ])('writes %s as %s', (value, expected) => {
    expect(toDecimalString(value)).toBe(expected)
  })

  it('passes strings through trimmed and refuses non-finite numbers', () => {
    expect(toDecimalString(' 0.1 ')).toBe('0.1')
    expect(() => toDecimalString(Number.NaN)).toThrow('Invalid amount: NaN')
    expect(() => toDecimalString(Number.POSITIVE_INFINITY)).toThrow('Invalid amount')
  })
})
