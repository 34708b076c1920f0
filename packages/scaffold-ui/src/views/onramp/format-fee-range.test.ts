import { describe, expect, it } from 'vitest'
import { formatFeeRange } from './format-fee-range.ts'

describe('formatFeeRange', () => {
  it('sets a range of numbers with an en dash and leaves anything else as written', () => {
    expect(formatFeeRange('1-2%')).toBe('1–2%')
    expect(formatFeeRange('0.5 - 1.5%')).toBe('0.5–1.5%')
    expect(formatFeeRange('1%')).toBe('1%')
    expect(formatFeeRange('low-cost')).toBe('low-cost')
  })
})
