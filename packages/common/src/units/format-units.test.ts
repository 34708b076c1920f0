import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from '../constants/index.ts'
import { InvalidDecimalsError } from './errors.ts'
import { formatUnits } from './format-units.ts'
import { parseUnits } from './parse-units.ts'

describe('formatUnits', () => {
  it.each([
    [10n ** 18n, 18, '1'],
    [15n * 10n ** 17n, 18, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [1n, 24, '0.000000000000000000000001'],
    [10n ** 24n, 24, '1'],
    [42n, 0, '42'],
    [0n, 18, '0'],
    [0n, 0, '0'],
    [-125n, 2, '-1.25'],
    [-1n, 18, '-0.000000000000000001'],
    [1_000_000n, 6, '1'],
    [1_000_100n, 6, '1.0001'],
    [120n, 1, '12'],
  ])('formats %s with %i decimals as %j', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  it('formats 2^256-1 without precision loss', () => {
    expect(formatUnits(MAX_UINT256, 0)).toBe(
      '115792089237316195423570985008687907853269984665640564039457584007913129639935',
    )
    expect(formatUnits(MAX_UINT256, 18)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    )
  })

  it.each([-1, 0.5])('rejects decimals %d', (decimals) => {
    expect(() => formatUnits(1n, decimals)).toThrowError(InvalidDecimalsError)
  })
})

describe('parseUnits ∘ formatUnits round-trips', () => {
  it.each([
    [0n, 18],
    [1n, 18],
    [-1n, 18],
    [10n ** 18n - 1n, 18],
    [123456789n, 0],
    [123456789n, 24],
    [MAX_UINT256, 18],
    [-MAX_UINT256, 6],
  ])('%s with %i decimals', (value, decimals) => {
    expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
  })

  it.each([
    ['1.5', 18],
    ['0.000000000000000001', 18],
    ['-42.000001', 6],
    ['7', 0],
  ])('formats %j back to itself with %i decimals', (value, decimals) => {
    expect(formatUnits(parseUnits(value, decimals), decimals)).toBe(value)
  })
})
