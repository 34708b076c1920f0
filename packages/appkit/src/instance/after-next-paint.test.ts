import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  it('runs the task after two animation frames', async () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    const task = vi.fn()
    afterNextPaint(task)
    frames.shift()?.()
    expect(task).not.toHaveBeenCalled()
    frames.shift()?.()
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
  })

  it('runs the task on the next macrotask without animation frames', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    const task = vi.fn()
    afterNextPaint(task)
    expect(task).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
  })
})
