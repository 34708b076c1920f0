import { describe, expect, it } from 'vitest'
import { MAX_UINT256 } from '../constants/index.ts'
import { AppKitError } from '../errors/app-kit-error.ts'
import { InvalidFormatOptionError } from './errors.ts'
import { formatTokenAmount } from './format-token-amount.ts'

describe('formatTokenAmount', () => {
  describe('en-US', () => {
    it.each([
      ['0', '0'],
      ['1', '1'],
      ['1234567.891', '1,234,567.891'],
      ['1234567.8919', '1,234,567.891'],
      ['1.500', '1.5'],
      ['1.000', '1'],
      ['0001000', '1,000'],
      ['-1234.5', '-1,234.5'],
      ['-0.5', '-0.5'],
      ['0.001', '0.001'],
    ])('shows decimal string %j as %j', (value, expected) => {
      expect(formatTokenAmount(value)).toBe(expected)
    })

    it('scales a bigint by the token decimals', () => {
      expect(formatTokenAmount(1_234_567_890_000_000_000_000n, { decimals: 18 })).toBe('1,234.567')
      expect(formatTokenAmount(1_500_000n, { decimals: 6 })).toBe('1.5')
      expect(formatTokenAmount(42n)).toBe('42')
    })

    it('scales an integer string by decimals too', () => {
      expect(formatTokenAmount('1500000', { decimals: 6 })).toBe('1.5')
      expect(formatTokenAmount('1500000.5', { decimals: 6, maximumFractionDigits: 7 })).toBe(
        '1.5000005',
      )
    })

    it('truncates instead of rounding so a balance is never overstated', () => {
      expect(formatTokenAmount('0.9999')).toBe('0.999')
      expect(formatTokenAmount(999_999n, { decimals: 6, maximumFractionDigits: 2 })).toBe('0.99')
      expect(formatTokenAmount('-1.2349', { maximumFractionDigits: 2 })).toBe('-1.23')
    })

    it('shows tiny non-zero amounts as <0.001', () => {
      expect(formatTokenAmount('0.0009')).toBe('<0.001')
      expect(formatTokenAmount(1n, { decimals: 18 })).toBe('<0.001')
      expect(formatTokenAmount(10n ** 15n - 1n, { decimals: 18 })).toBe('<0.001')
      expect(formatTokenAmount(10n ** 15n, { decimals: 18 })).toBe('0.001')
      expect(formatTokenAmount('-0.0000001')).toBe('>-0.001')
    })

    it('follows maximumFractionDigits for the tiny threshold', () => {
      expect(formatTokenAmount('0.00001', { maximumFractionDigits: 6 })).toBe('0.00001')
      expect(formatTokenAmount('0.00001', { maximumFractionDigits: 4 })).toBe('<0.0001')
      expect(formatTokenAmount('0.5', { maximumFractionDigits: 0 })).toBe('<1')
      expect(formatTokenAmount('12.9', { maximumFractionDigits: 0 })).toBe('12')
    })

    it('stays exact for 2^256-1', () => {
      expect(formatTokenAmount(MAX_UINT256, { decimals: 18, maximumFractionDigits: 18 })).toBe(
        '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.584007913129639935',
      )
      expect(formatTokenAmount(MAX_UINT256)).toBe(
        '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935',
      )
    })
  })

  describe('de-DE', () => {
    const locale = 'de-DE'

    it('uses dots for thousands and a comma for decimals', () => {
      expect(formatTokenAmount('1234567.891', { locale })).toBe('1.234.567,891')
      expect(formatTokenAmount(1_500_000n, { decimals: 6, locale })).toBe('1,5')
      expect(formatTokenAmount('-1234.5', { locale })).toBe('-1.234,5')
      expect(formatTokenAmount('-0.25', { locale })).toBe('-0,25')
    })

    it('localizes the tiny marker', () => {
      expect(formatTokenAmount(1n, { decimals: 18, locale })).toBe('<0,001')
      expect(formatTokenAmount('-0.0001', { locale })).toBe('>-0,001')
    })
  })

  it.each(['1e3', '', ' 1', 'abc'])('rejects %j with an AppKitError', (value) => {
    expect(() => formatTokenAmount(value)).toThrowError(AppKitError)
  })

  it.each([
    { maximumFractionDigits: -1 },
    { maximumFractionDigits: 21 },
    { maximumFractionDigits: 1.5 },
    { decimals: -1 },
  ])('rejects option %j', (options) => {
    expect(() => formatTokenAmount('1', options)).toThrowError(InvalidFormatOptionError)
  })
})
