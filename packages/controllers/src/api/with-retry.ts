import { QUERY_RETRY_COUNT, queryRetryDelayMs } from '@openappkit/common/constants'
import { getHttpStatus } from '@openappkit/common/errors'
import type { Clock } from '../platform/services/types.ts'

export type WithRetryParameters = {
  clock: Clock
  /** Retries after the first attempt; docs/project/behaviour.md §9: 3. */
  retries?: number | undefined
  /**
   * Delay before retry `attempt` (0-based); docs/project/behaviour.md §9: min(1000·2^n, 30000) ms.
   */
  delayMs?: ((attempt: number) => number) | undefined
  /** Whether a failure is worth another attempt. */
  shouldRetry?: ((error: unknown) => boolean) | undefined
}

/**
 * Client errors (4xx other than 408 and 429) will fail the same way again, so they are not
 * retried; network failures and server errors are.
 */
export function isRetryableError(error: unknown): boolean {
  const status = getHttpStatus(error)
  if (status === undefined) return true
  if (status === 408 || status === 429) return true
  return status < 400 || status >= 500
}

function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms)
  })
}

/** Runs `task`, retrying with backoff on the injected clock. */
export async function withRetry<T>(
  task: () => Promise<T>,
  parameters: WithRetryParameters,
): Promise<T> {
  const retries = parameters.retries ?? QUERY_RETRY_COUNT
  const delayMs = parameters.delayMs ?? queryRetryDelayMs
  const shouldRetry = parameters.shouldRetry ?? isRetryableError
  for (let attempt = 0; ; attempt++) {
    try {
      return await task()
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error
      await sleep(parameters.clock, delayMs(attempt))
    }
  }
}
