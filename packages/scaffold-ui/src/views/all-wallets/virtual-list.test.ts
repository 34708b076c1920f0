import { describe, expect, it } from 'vitest'
import { visibleRange } from './virtual-list.tsx'

describe('visibleRange', () => {
  it('covers the viewport plus the overscan, clamped to the list', () => {
    expect(
      visibleRange({ scrollTop: 0, height: 384, rowHeight: 64, count: 420, overscan: 4 }),
    ).toEqual({
      start: 0,
      end: 10,
    })
    expect(
      visibleRange({ scrollTop: 640, height: 384, rowHeight: 64, count: 420, overscan: 4 }),
    ).toEqual({ start: 6, end: 20 })
    expect(
      visibleRange({ scrollTop: 64 * 418, height: 384, rowHeight: 64, count: 420, overscan: 2 }),
    ).toEqual({ start: 416, end: 420 })
    expect(
      visibleRange({ scrollTop: -50, height: 100, rowHeight: 50, count: 3, overscan: 0 }),
    ).toEqual({
      start: 0,
      end: 2,
    })
  })
})
