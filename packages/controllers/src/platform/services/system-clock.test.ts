import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSystemClock } from './system-clock.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('createSystemClock', () => {
  it('follows fake timers installed after it was created', () => {
    const clock = createSystemClock()
    vi.useFakeTimers({ now: 1_000 })
    const fired = vi.fn()
    clock.setTimeout(fired, 50)
    const cancelled = vi.fn()
    clock.clearTimeout(clock.setTimeout(cancelled, 10))
    vi.advanceTimersByTime(49)
    expect(fired).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fired).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
    expect(clock.now()).toBe(1_050)
  })
})
