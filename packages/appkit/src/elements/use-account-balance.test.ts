import { describe, expect, it } from 'vitest'
import { shortBalance } from './use-account-balance.ts'

describe('shortBalance', () => {
  it('cuts to three fraction digits without rounding up and trims zeros', () => {
    expect(shortBalance('1.5')).toBe('1.5')
    expect(shortBalance('2')).toBe('2')
    expect(shortBalance('0.12399')).toBe('0.123')
    expect(shortBalance('3.1000')).toBe('3.1')
    expect(shortBalance('12.0009')).toBe('12')
  })

  it('shows a tiny non-zero balance as <0.001, and zero as 0', () => {
    expect(shortBalance('0.0000123')).toBe('<0.001')
    expect(shortBalance('0.000')).toBe('0')
    expect(shortBalance('0')).toBe('0')
  })
})
