import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/app-kit-error.ts'
import { InvalidDecimalNumberError, InvalidDecimalsError } from './errors.ts'
import { parseUnits } from './parse-units.ts'

describe('parseUnits', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 18, 15n * 10n ** 17n],
    ['0.000000000000000001', 18, 1n],
    ['123456789.123456789123456789', 18, 123456789123456789123456789n],
    ['1', 24, 10n ** 24n],
    ['0.000000000000000000000001', 24, 1n],
    ['42', 0, 42n],
    ['1.5', 6, 1_500_000n],
    ['0', 18, 0n],
    ['-0', 18, 0n],
    ['-1.25', 2, -125n],
    ['000123.4500', 2, 12345n],
    ['.5', 1, 5n],
    ['5.', 1, 50n],
  ])('parses %j with %i decimals', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it('parses 2^256-1 wei exactly', () => {
    const max = 2n ** 256n - 1n
    expect(parseUnits(max.toString(), 0)).toBe(max)
  })

  describe('rounds extra fractional digits half up on the magnitude', () => {
    it.each([
      ['1.004', 2, 100n],
      ['1.005', 2, 101n],
      ['1.0049999999999999999999', 2, 100n],
      ['1.995', 2, 200n],
      ['9.99', 1, 100n],
      ['0.5', 0, 1n],
      ['0.49', 0, 0n],
      ['-1.005', 2, -101n],
      ['-0.4', 0, 0n],
      ['0.0000000000000000005', 18, 1n],
      ['0.0000000000000000004', 18, 0n],
    ])('%j with %i decimals → %s', (value, decimals, expected) => {
      expect(parseUnits(value, decimals)).toBe(expected)
    })
  })

  it.each([
    '1e18',
    '1E5',
    '1.5e-3',
    '',
    ' ',
    ' 1',
    '1 ',
    '1\n',
    '.',
    '-',
    '+1',
    '--1',
    '1.2.3',
    '1,000',
    '0x10',
    'abc',
    'Infinity',
    'NaN',
  ])('rejects %j with a clear AppKitError', (value) => {
    expect(() => parseUnits(value, 18)).toThrowError(
      new InvalidDecimalNumberError(value).shortMessage,
    )
    expect(() => parseUnits(value, 18)).toThrowError(AppKitError)
  })

  it('names the rejected value in the message', () => {
    expect(() => parseUnits('1e18', 18)).toThrowError('Invalid decimal number: 1e18')
  })

  it('rejects non-string values without crashing', () => {
    expect(() => parseUnits(1 as unknown as string, 18)).toThrowError('Invalid decimal number: 1')
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects decimals %d', (decimals) => {
    expect(() => parseUnits('1', decimals)).toThrowError(InvalidDecimalsError)
  })
})
