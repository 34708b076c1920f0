import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'

/** Pages meant to be embedded by other origins: their CSP `frame-ancestors` decides, not DENY. */
const EMBEDDABLE_PATHS = new Set(['/v1/embedded/frame'])

/** The policy of every answer that sets none of its own (JSON: nothing to load, run or frame). */
export const DEFAULT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/**
 * Strict headers on every answer, errors included: no MIME sniffing, no referrer, a CSP that
 * loads nothing unless the route set its own, no framing (except the wallet frame page), and
 * resources readable by other origins only through CORS.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const embeddable = EMBEDDABLE_PATHS.has(c.req.path)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', DEFAULT_CONTENT_SECURITY_POLICY)
    }
    if (!embeddable) c.header('X-Frame-Options', 'DENY')
    c.header('Cross-Origin-Resource-Policy', embeddable ? 'cross-origin' : 'same-origin')
  }
}
