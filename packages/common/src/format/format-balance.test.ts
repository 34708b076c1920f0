import { describe, expect, it } from 'vitest'
import { formatBalance } from './format-balance.ts'
import { formatTokenAmount } from './format-token-amount.ts'

describe('formatBalance', () => {
  it('groups in the locale and keeps four decimals, never rounded up', () => {
    expect(formatBalance('10000')).toBe('10,000')
    expect(formatBalance('10000', 'es-ES')).toBe('10.000')
    expect(formatBalance('1000000.123456', 'es-ES')).toBe('1.000.000,1234')
    expect(formatBalance('0.99999')).toBe('0.9999')
    expect(formatBalance('0.00001')).toBe('<0.0001')
  })

  it('writes what formatTokenAmount writes with four fraction digits', () => {
    const values = [
      '0',
      '1',
      '1.5',
      '1.50000',
      '0001000',
      '10000',
      '1234567.891234',
      '0.0001',
      '0.00009',
      '0.000000000000000001',
      '-0.5',
      '-1234.56789',
      '-0.00001',
      '-0',
      '9999.99999',
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ]
    for (const locale of ['en-US', 'es-ES', 'de-DE', 'ar-EG']) {
      for (const value of values) {
        expect(formatBalance(value, locale), `${value} in ${locale}`).toBe(
          formatTokenAmount(value, { maximumFractionDigits: 4, locale }),
        )
      }
    }
  })

  it('shows what it cannot read as it is', () => {
    expect(formatBalance('1e3')).toBe('1e3')
    expect(formatBalance('')).toBe('')
    expect(formatBalance(' 1')).toBe(' 1')
  })
})
