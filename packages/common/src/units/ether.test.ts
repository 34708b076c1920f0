import { describe, expect, it } from 'vitest'
import { formatEther, formatGwei, parseEther, parseGwei } from './ether.ts'

describe('ether and gwei helpers', () => {
  it('parseEther uses 18 decimals', () => {
    expect(parseEther('1')).toBe(10n ** 18n)
    expect(parseEther('0.000000000000000001')).toBe(1n)
    expect(parseEther('-2.5')).toBe(-25n * 10n ** 17n)
  })

  it('formatEther uses 18 decimals', () => {
    expect(formatEther(10n ** 18n)).toBe('1')
    expect(formatEther(1n)).toBe('0.000000000000000001')
    expect(formatEther(123n * 10n ** 16n)).toBe('1.23')
  })

  it('parseGwei uses 9 decimals', () => {
    expect(parseGwei('1')).toBe(1_000_000_000n)
    expect(parseGwei('0.000000001')).toBe(1n)
    expect(parseGwei('1.5')).toBe(1_500_000_000n)
  })

  it('formatGwei uses 9 decimals', () => {
    expect(formatGwei(1_000_000_000n)).toBe('1')
    expect(formatGwei(1n)).toBe('0.000000001')
    expect(formatGwei(25_000_000_000n)).toBe('25')
  })

  it('rejects exponent notation', () => {
    expect(() => parseEther('1e-18')).toThrowError('Invalid decimal number: 1e-18')
    expect(() => parseGwei('2e9')).toThrowError('Invalid decimal number: 2e9')
  })
})
