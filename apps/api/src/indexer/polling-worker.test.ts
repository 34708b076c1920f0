import { afterEach, describe, expect, it, vi } from 'vitest'
import { silentLogger } from '../server/services.ts'
import { createPollingWorker } from './polling-worker.ts'

describe('createPollingWorker', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs again at once after progress, after the interval otherwise, longer after failures', async () => {
    vi.useFakeTimers()
    const outcomes: (boolean | Error)[] = [true, false, new Error('node down'), false]
    let calls = 0
    const worker = createPollingWorker({
      name: 'test',
      intervalMs: 100,
      logger: silentLogger,
      step: async () => {
        const outcome = outcomes[calls++] ?? false
        if (outcome instanceof Error) throw outcome
        return outcome
      },
    })
    worker.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(2)
    await vi.advanceTimersByTimeAsync(100)
    expect(calls).toBe(3)
    // One failure doubles the wait.
    await vi.advanceTimersByTimeAsync(199)
    expect(calls).toBe(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(4)
    await worker.stop()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toBe(4)
  })
})
