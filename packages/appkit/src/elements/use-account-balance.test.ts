import { describe, expect, it } from 'vitest'
import { accountBalanceText } from './use-account-balance.ts'

describe('accountBalanceText', () => {
  it('writes the balance as the modal does: grouped in the language, four decimals at most', () => {
    expect(accountBalanceText('10000', 'ETH', 'en-US')).toBe('10,000 ETH')
    expect(accountBalanceText('10000', 'ETH', 'es-ES')).toBe('10.000 ETH')
    expect(accountBalanceText('1234.56789', 'ETH', 'es-ES')).toBe('1234,5678 ETH')
    expect(accountBalanceText('0.12399', 'ETH', 'en-US')).toBe('0.1239 ETH')
  })

  it('shows a tiny non-zero balance as such, and zero as 0', () => {
    expect(accountBalanceText('0.0000123', 'ETH', 'en-US')).toBe('<0.0001 ETH')
    expect(accountBalanceText('0', 'ETH', 'en-US')).toBe('0 ETH')
  })
})
