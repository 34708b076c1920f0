import { AppKitError } from '@openappkit/common/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSystemClock } from '../platform/services/system-clock.ts'
import { isRetryableError, withRetry } from './with-retry.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('withRetry', () => {
  it('retries 3 times with 1 s, 2 s, 4 s backoff, then throws the last error', async () => {
    const clock = createSystemClock()
    const attempts: number[] = []
    const task = vi.fn(async () => {
      attempts.push(Date.now())
      throw new AppKitError('HTTP_STATUS_CODE', { params: { status: 503 } })
    })
    const outcome = withRetry(task, { clock }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(999)
    expect(task).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(task).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(3_999)
    expect(task).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(4)
    expect(((await outcome) as AppKitError).shortMessage).toBe('HTTP status code: 503')
    const start = attempts[0] ?? 0
    expect(attempts.map((time) => time - start)).toEqual([0, 1_000, 3_000, 7_000])
  })

  it('caps the backoff at 30 s', async () => {
    const clock = createSystemClock()
    const task = vi.fn(async () => {
      throw new Error('down')
    })
    const outcome = withRetry(task, { clock, retries: 6 }).catch(() => 'failed')
    // 1 + 2 + 4 + 8 + 16 s, then the sixth retry waits 30 s instead of 32 s.
    await vi.advanceTimersByTimeAsync(31_000)
    expect(task).toHaveBeenCalledTimes(6)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(task).toHaveBeenCalledTimes(6)
    await vi.advanceTimersByTimeAsync(1)
    expect(task).toHaveBeenCalledTimes(7)
    expect(await outcome).toBe('failed')
  })

  it('returns as soon as an attempt succeeds', async () => {
    const clock = createSystemClock()
    let calls = 0
    const outcome = withRetry(
      async () => {
        calls++
        if (calls < 2) throw new Error('flaky')
        return 'ok'
      },
      { clock },
    )
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await outcome).toBe('ok')
    expect(calls).toBe(2)
  })

  it('does not retry client errors', async () => {
    const task = vi.fn(async () => {
      throw new AppKitError('HTTP_STATUS_CODE', { params: { status: 400 } })
    })
    await expect(withRetry(task, { clock: createSystemClock() })).rejects.toThrow('400')
    expect(task).toHaveBeenCalledOnce()
  })
})

describe('isRetryableError', () => {
  it('retries network errors, 5xx, 408 and 429 but not other 4xx', () => {
    expect(isRetryableError(new TypeError('fetch failed'))).toBe(true)
    expect(isRetryableError(new AppKitError('HTTP_STATUS_CODE', { params: { status: 500 } }))).toBe(
      true,
    )
    expect(isRetryableError(new AppKitError('HTTP_STATUS_CODE', { params: { status: 429 } }))).toBe(
      true,
    )
    expect(isRetryableError(new AppKitError('HTTP_STATUS_CODE', { params: { status: 408 } }))).toBe(
      true,
    )
    expect(isRetryableError(new AppKitError('HTTP_STATUS_CODE', { params: { status: 404 } }))).toBe(
      false,
    )
    expect(isRetryableError(new AppKitError('UNKNOWN_ERROR'))).toBe(true)
  })
})
