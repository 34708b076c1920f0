import { describe, expect, it } from 'vitest'
import { sanitizeAmount } from './sanitize-amount.ts'

const sanitize = (raw: string, decimals = 18) => sanitizeAmount(raw, { decimals })

describe('sanitizeAmount', () => {
  it('keeps plain decimals as strings', () => {
    expect(sanitize('')).toBe('')
    expect(sanitize('12')).toBe('12')
    expect(sanitize('12.')).toBe('12.')
    expect(sanitize('0.000000000000000001')).toBe('0.000000000000000001')
    expect(sanitize('123456789012345678901234567890')).toBe('123456789012345678901234567890')
  })

  it('normalises leading zeros and a bare separator', () => {
    expect(sanitize('007')).toBe('7')
    expect(sanitize('00')).toBe('0')
    expect(sanitize('.5')).toBe('0.5')
    expect(sanitize('00.50')).toBe('0.50')
  })

  it('reads a lone comma as the decimal separator and commas beside a dot as grouping', () => {
    expect(sanitize('1,5')).toBe('1.5')
    expect(sanitize('1,234.5')).toBe('1234.5')
    expect(sanitize(' 1 000,25 ')).toBe('1000.25')
  })

  it('cuts fraction digits beyond the token decimals', () => {
    expect(sanitize('1.23456789', 6)).toBe('1.234567')
    expect(sanitize('5.9', 0)).toBe('5')
  })

  it('rejects anything that is not an amount', () => {
    expect(sanitize('1e5')).toBeUndefined()
    expect(sanitize('-1')).toBeUndefined()
    expect(sanitize('1.2.3')).toBeUndefined()
    expect(sanitize('abc')).toBeUndefined()
    expect(sanitize('1,2,3')).toBeUndefined()
  })
})
