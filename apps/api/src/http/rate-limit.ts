import type { MiddlewareHandler } from 'hono'
import type { ApiClock } from '../server/services.ts'
import type { AppEnv } from './app-env.ts'
import { clientAddressOf } from './client-address.ts'

/** Parameters of {@link rateLimit}. */
export type RateLimitParameters = {
  windowMs: number
  /** Requests per client address per window; 0 turns the limit off. */
  max: number
  trustProxy: boolean
  clock: ApiClock
}

type Window = { count: number; resetAt: number }

// Above this many tracked addresses, expired windows are swept before adding another.
const SWEEP_THRESHOLD = 10_000

/**
 * Fixed-window limit per client address, answering 429 with Retry-After. In-process: several api
 * processes each count their own (DESIGN §10 moves this to Redis when that is needed).
 */
export function rateLimit(parameters: RateLimitParameters): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, Window>()
  return async (c, next) => {
    if (parameters.max === 0) return next()
    const now = parameters.clock.now()
    if (windows.size > SWEEP_THRESHOLD) {
      for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
    }
    const key = clientAddressOf(c, parameters.trustProxy)
    let window = windows.get(key)
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + parameters.windowMs }
      windows.set(key, window)
    }
    window.count += 1
    const remaining = Math.max(0, parameters.max - window.count)
    const resetSeconds = Math.ceil((window.resetAt - now) / 1_000)
    c.header('RateLimit-Limit', String(parameters.max))
    c.header('RateLimit-Remaining', String(remaining))
    c.header('RateLimit-Reset', String(resetSeconds))
    if (window.count > parameters.max) {
      c.header('Retry-After', String(resetSeconds))
      return c.json({ message: 'Too many requests, try again later' }, 429)
    }
    return next()
  }
}
