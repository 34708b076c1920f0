import { describe, expect, it } from 'vitest'
import { InvalidNumberError } from './errors.ts'
import { formatFiat } from './format-fiat.ts'

const nbsp = '\u00a0'

describe('formatFiat', () => {
  describe('en-US (default)', () => {
    it.each([
      [0, '$0.00'],
      [1, '$1.00'],
      [1234.5, '$1,234.50'],
      [1234567.891, '$1,234,567.89'],
      [0.01, '$0.01'],
      [0.019, '$0.02'],
      [-42.1, '-$42.10'],
      ['1234.5', '$1,234.50'],
      ['-0', '$0.00'],
      [-0, '$0.00'],
    ])('formats %j as %j', (value, expected) => {
      expect(formatFiat(value)).toBe(expected)
    })

    it('shows amounts below one cent as <$0.01', () => {
      expect(formatFiat(0.009)).toBe('<$0.01')
      expect(formatFiat('0.0000001')).toBe('<$0.01')
      expect(formatFiat(1e-12)).toBe('<$0.01')
      expect(formatFiat(-0.001)).toBe('>-$0.01')
    })

    it('uses the given currency', () => {
      expect(formatFiat(10, { currency: 'EUR' })).toBe('€10.00')
      expect(formatFiat(0.001, { currency: 'EUR' })).toBe('<€0.01')
    })
  })

  describe('de-DE', () => {
    const locale = 'de-DE'

    it('formats with German separators', () => {
      expect(formatFiat(1234.5, { locale })).toBe(`1.234,50${nbsp}$`)
      expect(formatFiat(1234.5, { locale, currency: 'EUR' })).toBe(`1.234,50${nbsp}€`)
      expect(formatFiat(-3, { locale, currency: 'EUR' })).toBe(`-3,00${nbsp}€`)
    })

    it('localizes the tiny marker', () => {
      expect(formatFiat(0.004, { locale, currency: 'EUR' })).toBe(`<0,01${nbsp}€`)
    })
  })

  it.each(['', ' ', 'abc', '1,5', Number.NaN, Number.POSITIVE_INFINITY, '0x10'])(
    'rejects %j',
    (value) => {
      expect(() => formatFiat(value)).toThrowError(InvalidNumberError)
    },
  )
})
