import { describe, expect, it } from 'vitest'
import { InvalidFormatOptionError, InvalidNumberError } from './errors.ts'
import { formatPercent } from './format-percent.ts'

const nbsp = '\u00a0'

describe('formatPercent', () => {
  it.each([
    [0, '0%'],
    [1, '1%'],
    [1.5, '1.5%'],
    [12.345, '12.35%'],
    [100, '100%'],
    [1234.5, '1,234.5%'],
    ['-2.5', '-2.5%'],
  ])('formats %j percent points as %j in en-US', (value, expected) => {
    expect(formatPercent(value)).toBe(expected)
  })

  it('formats in de-DE', () => {
    expect(formatPercent(1.5, { locale: 'de-DE' })).toBe(`1,5${nbsp}%`)
    expect(formatPercent(1234.5, { locale: 'de-DE' })).toBe(`1.234,5${nbsp}%`)
  })

  it('honours fraction digits and sign display', () => {
    expect(formatPercent(1, { minimumFractionDigits: 2 })).toBe('1.00%')
    expect(formatPercent(1.2345, { maximumFractionDigits: 0 })).toBe('1%')
    expect(formatPercent(2.5, { signDisplay: 'exceptZero' })).toBe('+2.5%')
    expect(formatPercent(0, { signDisplay: 'exceptZero' })).toBe('0%')
  })

  it('rejects invalid input and options', () => {
    expect(() => formatPercent('')).toThrowError(InvalidNumberError)
    expect(() => formatPercent(Number.NaN)).toThrowError(InvalidNumberError)
    expect(() => formatPercent(1, { minimumFractionDigits: 3 })).toThrowError(
      InvalidFormatOptionError,
    )
  })
})
