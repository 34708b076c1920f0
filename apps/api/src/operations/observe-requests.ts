import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { AppEnv } from '../http/app-env.ts'
import type { ApiLogger } from '../server/services.ts'
import type { ApiMetrics } from './api-metrics.ts'

/** Which requests get a log line: every one, only failures (5xx), or none. */
export type AccessLogLevel = 'all' | 'errors' | 'off'

/** What the HTTP server knows of its requests in flight, for a graceful stop. */
export type InFlightRequests = {
  /** Requests started and not yet answered. */
  count(): number
  /** From now on answers carry `Connection: close`, so keep-alive clients move elsewhere. */
  drain(): void
  draining(): boolean
}

/** Parameters of {@link observeRequests}. */
export type ObserveRequestsParameters = {
  metrics: ApiMetrics
  logger: ApiLogger
  accessLog: AccessLogLevel
}

// The route a request matched, as registered (`/v1/account/:address/balance`), so the metric's
// labels stay few whatever the addresses; requests no route took (404s, CORS preflights) share one.
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const handler = matchedRoutes(c).findLast((route) => route.method !== 'ALL')
  return handler?.path ?? 'unmatched'
}

/**
 * The first middleware: counts requests in flight, marks answers made while stopping, measures
 * each request for `/metrics` by route pattern, method and status, and writes the access log
 * line with the request's id (`X-Request-Id`, set by the request-id middleware before it).
 */
export function observeRequests(parameters: ObserveRequestsParameters): {
  middleware: MiddlewareHandler<AppEnv>
  inFlight: InFlightRequests
} {
  const { metrics, logger, accessLog } = parameters
  let active = 0
  let draining = false
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    active += 1
    const startedAt = performance.now()
    try {
      await next()
    } finally {
      active -= 1
    }
    if (draining) c.header('Connection', 'close')
    const seconds = (performance.now() - startedAt) / 1_000
    const status = c.res.status
    const route = routeOf(c)
    metrics.observeRequest(route, c.req.method, status, seconds)
    if (accessLog === 'all' || (accessLog === 'errors' && status >= 500)) {
      const line = {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
      }
      if (status >= 500) logger.warn('request', line)
      else logger.info('request', line)
    }
  }
  return {
    middleware,
    inFlight: {
      count: () => active,
      drain() {
        draining = true
      },
      draining: () => draining,
    },
  }
}
