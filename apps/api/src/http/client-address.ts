import type { Context } from 'hono'
import type { AppEnv } from './app-env.ts'

/**
 * The address a request came from: the socket's peer, or the first X-Forwarded-For entry when
 * the api runs behind a trusted proxy. `unknown` when neither exists (in-process requests).
 */
export function clientAddressOf(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded.slice(0, 64)
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown'
}
