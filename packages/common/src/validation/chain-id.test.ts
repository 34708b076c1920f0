import { describe, expect, it } from 'vitest'
import { chainIdSchema } from './chain-id.ts'

describe('chainIdSchema', () => {
  it.each([1, 137, 1313161554, Number.MAX_SAFE_INTEGER])('accepts the number %s', (chainId) => {
    expect(chainIdSchema.parse(chainId)).toBe(chainId)
  })

  it.each(['1', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1'])('accepts the string %s', (id) => {
    expect(chainIdSchema.parse(id)).toBe(id)
  })

  it.each([
    ['zero', 0],
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['an unsafe integer', Number.MAX_SAFE_INTEGER + 1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an empty string', ''],
    ['null', null],
    ['a bigint', 1n],
  ])('rejects %s', (_kind, value) => {
    expect(chainIdSchema.safeParse(value).success).toBe(false)
  })
})
