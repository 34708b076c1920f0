import { describe, expect, it } from 'vitest'
import { localizeDecimal } from './localize-decimal.ts'

describe('localizeDecimal', () => {
  it.each([
    ['0', 'en-US', '0'],
    ['1234567.0012', 'en-US', '1,234,567.0012'],
    ['1234567.0012', 'de-DE', '1.234.567,0012'],
    ['-0.05', 'en-US', '-0.05'],
    ['-1000', 'de-DE', '-1.000'],
    ['0.000000000000000001', 'en-US', '0.000000000000000001'],
    ['12.5', 'ar-EG', '١٢٫٥'],
  ])('renders %j in %s as %j', (value, locale, expected) => {
    expect(localizeDecimal({ value, locale })).toBe(expected)
  })

  it('writes en-US without Intl exactly as Intl does', () => {
    const integers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
    for (const value of [
      '0',
      '7',
      '999',
      '1000',
      '12345',
      '1234567',
      '10000',
      '100000000000000000000',
    ]) {
      expect(localizeDecimal({ value, locale: 'en-US' })).toBe(integers.format(BigInt(value)))
      expect(localizeDecimal({ value: `-${value}.05`, locale: 'en-US' })).toBe(
        `${integers.format(value === '0' ? -0 : -BigInt(value))}.05`,
      )
    }
    expect(localizeDecimal({ value: '0001000.5', locale: 'en-US' })).toBe('1,000.5')
  })
})
