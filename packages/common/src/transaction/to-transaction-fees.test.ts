import { describe, expect, it } from 'vitest'
import { toTransactionFees } from './to-transaction-fees.ts'

describe('toTransactionFees', () => {
  it('keeps legacy gasPrice alone', () => {
    expect(toTransactionFees({ gasPrice: 5n })).toEqual({ gasPrice: 5n })
  })

  it('keeps only the EIP-1559 fields that were given', () => {
    expect(toTransactionFees({ maxFeePerGas: 10n })).toEqual({ maxFeePerGas: 10n })
    expect(toTransactionFees({})).toEqual({})
  })

  it('applies the docs/project/behaviour.md §5 checks before anything reaches the wallet', () => {
    expect(() => toTransactionFees({ gasPrice: 1n, maxFeePerGas: 2n })).toThrow()
    expect(() => toTransactionFees({ maxFeePerGas: 2n ** 256n })).toThrow(/fee cap/i)
    expect(() => toTransactionFees({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).toThrow()
  })
})
