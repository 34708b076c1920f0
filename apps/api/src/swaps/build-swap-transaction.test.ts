import { describe, expect, it } from 'vitest'
import { minimumOutput } from './build-swap-transaction.ts'

describe('minimumOutput', () => {
  it('takes the slippage tolerance (percent) off the quoted output, rounding down', () => {
    expect(minimumOutput(10_000n, 1)).toBe(9_900n)
    expect(minimumOutput(10_000n, 0.5)).toBe(9_950n)
    expect(minimumOutput(999n, 1)).toBe(989n)
    expect(minimumOutput(10_000n, 50)).toBe(5_000n)
  })
})
