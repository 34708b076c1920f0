import type { MiddlewareHandler } from 'hono'
import type { ApiClock, ApiLogger } from '../server/services.ts'
import {
  createMemorySharedState,
  SharedStateUnavailableError,
  type WindowCount,
  type WindowCounter,
} from '../shared-state/index.ts'
import type { AppEnv } from './app-env.ts'
import { clientAddressOf } from './client-address.ts'

/** What to do when the shared counter (Redis) cannot be reached. */
export type RateLimitFallback = 'memory' | 'allow' | 'refuse'

/** Parameters of {@link rateLimit}. */
export type RateLimitParameters = {
  windowMs: number
  /** Requests per client address per window; 0 turns the limit off (a project may set its own). */
  max: number
  trustProxy: boolean
  clock: ApiClock
  /** Where windows are counted (default: this process's memory). */
  counter?: WindowCounter | undefined
  /** When `counter` throws: count in this process, let through, or answer 503 (default memory). */
  whenStoreUnavailable?: RateLimitFallback | undefined
  logger?: ApiLogger | undefined
}

/**
 * Fixed-window limit per client address (and project), answering 429 with Retry-After. The
 * windows live in the shared counter, so several api processes over one Redis count together.
 */
export function rateLimit(parameters: RateLimitParameters): MiddlewareHandler<AppEnv> {
  const { clock, windowMs } = parameters
  const counter = parameters.counter ?? createMemorySharedState({ clock }).counter
  const fallback = parameters.whenStoreUnavailable ?? 'memory'
  let fallbackCounter: WindowCounter | undefined
  let warned = false

  const count = async (key: string): Promise<WindowCount | undefined> => {
    try {
      return await counter.hit(key, windowMs)
    } catch (error) {
      if (!(error instanceof SharedStateUnavailableError)) throw error
      if (!warned) {
        warned = true
        parameters.logger?.warn(`rate limit store unavailable, falling back to "${fallback}"`, {
          error: error.message,
        })
      }
      if (fallback === 'allow') return undefined
      if (fallback === 'refuse') throw error
      fallbackCounter ??= createMemorySharedState({ clock }).counter
      return fallbackCounter.hit(key, windowMs)
    }
  }

  return async (c, next) => {
    // Set by resolveProject when the request names a known project (its own limit then).
    const project = c.var.project
    const max = project?.rateLimitMax ?? parameters.max
    if (max === 0) return next()
    const key = `${project?.id ?? ''}|${clientAddressOf(c, parameters.trustProxy)}`
    let window: WindowCount | undefined
    try {
      window = await count(key)
    } catch (error) {
      if (!(error instanceof SharedStateUnavailableError)) throw error
      c.header('Retry-After', '1')
      return c.json({ message: 'Rate limit store unavailable, try again later' }, 503)
    }
    if (!window) return next()
    const now = clock.now()
    const remaining = Math.max(0, max - window.count)
    const resetSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1_000))
    c.header('RateLimit-Limit', String(max))
    c.header('RateLimit-Remaining', String(remaining))
    c.header('RateLimit-Reset', String(resetSeconds))
    if (window.count > max) {
      c.header('Retry-After', String(resetSeconds))
      return c.json({ message: 'Too many requests, try again later' }, 429)
    }
    return next()
  }
}
