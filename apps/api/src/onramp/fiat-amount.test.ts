import { describe, expect, it } from 'vitest'
import { formatCents, parseFiatCents, paymentLimitError } from './fiat-amount.ts'

describe('fiat amounts', () => {
  it('parses whole and two-decimal amounts into cents', () => {
    expect(parseFiatCents('10')).toBe(1_000n)
    expect(parseFiatCents('7500.5')).toBe(750_050n)
    expect(parseFiatCents(' 0.01 ')).toBe(1n)
    for (const bad of ['', '1.234', '-1', '1e3', '01', 'NaN', '1,00', '9999999999']) {
      expect(parseFiatCents(bad)).toBeUndefined()
    }
  })

  it('formats cents with two decimals', () => {
    expect(formatCents(750_000n)).toBe('7500.00')
    expect(formatCents(5n)).toBe('0.05')
  })

  it('applies the docs/project/behaviour.md §9 limits per payment method, bounds included', () => {
    expect(paymentLimitError('card', 1_000n, 'USD')).toBeUndefined()
    expect(paymentLimitError('card', 750_000n, 'EUR')).toBeUndefined()
    expect(paymentLimitError('card', 999n, 'USD')).toBe(
      'Card payments must be between 10.00 and 7500.00 USD.',
    )
    expect(paymentLimitError('card', 750_001n, 'EUR')).toBe(
      'Card payments must be between 10.00 and 7500.00 EUR.',
    )
    expect(paymentLimitError('ach_bank_account', 2_500_000n, 'USD')).toBeUndefined()
    expect(paymentLimitError('ach_bank_account', 2_500_001n, 'USD')).toBe(
      'Bank (ACH) payments must be between 10.00 and 25000.00 USD.',
    )
  })
})
