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
})
