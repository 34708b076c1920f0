import { describe, expect, it } from 'vitest'
import { formatBalance } from './format-balance.ts'

describe('formatBalance', () => {
  it('groups in the locale and keeps four decimals, never rounded up', () => {
    expect(formatBalance('10000')).toBe('10,000')
    expect(formatBalance('10000', 'es-ES')).toBe('10.000')
    expect(formatBalance('1000000.123456', 'es-ES')).toBe('1.000.000,1234')
    expect(formatBalance('0.99999')).toBe('0.9999')
    expect(formatBalance('0.00001')).toBe('<0.0001')
  })

  it('shows what it cannot read as it is', () => {
    expect(formatBalance('1e3')).toBe('1e3')
  })
})
