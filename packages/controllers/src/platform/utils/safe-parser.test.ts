import { describe, expect, it } from 'vitest'
import { anyValue, defineParser } from './safe-parser.ts'

describe('defineParser', () => {
  const positive = defineParser((value) =>
    typeof value === 'number' && value > 0 ? value : undefined,
  )

  it('yields what the parse function returns, and rejects undefined', () => {
    expect(positive.safeParse(2)).toEqual({ success: true, data: 2 })
    expect(positive.safeParse(-1)).toEqual({ success: false })
    expect(positive.safeParse('2')).toEqual({ success: false })
  })
})

describe('anyValue', () => {
  it('accepts anything, undefined included, like z.unknown()', () => {
    expect(anyValue.safeParse(undefined)).toEqual({ success: true, data: undefined })
    expect(anyValue.safeParse({ a: 1 })).toEqual({ success: true, data: { a: 1 } })
  })
})
