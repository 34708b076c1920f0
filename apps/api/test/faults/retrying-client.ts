import { QUERY_RETRY_COUNT, queryRetryDelayMs } from '@openappkit/common/constants'

// A request stuck longer than this counts as failed and is retried (a killed process resets its
// sockets at once; this only bounds a request waiting on a database that is restarting).
const ATTEMPT_TIMEOUT_MS = 15_000

/** The final answer to a request, after retries. */
export type ClientResponse = { status: number; text: string; attempts: number }

/**
 * Every attempt failed with a network error or a retryable status (docs/project/behaviour.md §9: 3
 * retries).
 */
export class RetriesExhaustedError extends Error {
  override name = 'RetriesExhaustedError'
}

/** A client spreading requests over the api processes like a load balancer would. */
export type RetryingClient = {
  request(path: string, init?: RequestInit): Promise<ClientResponse>
}

/** Network failures, 408, 429 and 5xx are retried; other answers are final (as the kit's withRetry). */
function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500
}

/**
 * Sends each attempt to a random api process and retries per docs/project/behaviour.md §9 (3
 * retries, backoff min(1000·2^n, 30000) ms), the kit's client policy. Only use it for idempotent
 * requests.
 */
export function createRetryingClient(ports: readonly number[]): RetryingClient {
  return {
    async request(path, init) {
      let lastProblem = ''
      for (let attempt = 0; ; attempt++) {
        const port = ports[Math.floor(Math.random() * ports.length)]
        try {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, {
            ...init,
            signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
          })
          const text = await response.text()
          if (!isRetryableStatus(response.status))
            return { status: response.status, text, attempts: attempt + 1 }
          lastProblem = `${response.status} ${text.slice(0, 200)}`
        } catch (error) {
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
          lastProblem = cause instanceof Error ? cause.message : String(cause)
        }
        if (attempt >= QUERY_RETRY_COUNT) {
          throw new RetriesExhaustedError(
            `${path}: ${attempt + 1} attempts failed, last: ${lastProblem}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, queryRetryDelayMs(attempt)))
      }
    },
  }
}
