import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env.ts'

/** When an allowlist is configured, refuses calls whose `projectId` query is not on it. */
export function requireProjectId(
  allowed: readonly string[] | undefined,
): MiddlewareHandler<AppEnv> {
  const allowlist = allowed ? new Set(allowed) : undefined
  return async (c, next) => {
    if (!allowlist) return next()
    const projectId = c.req.query('projectId')
    if (!projectId || !allowlist.has(projectId)) {
      return c.json({ message: 'Unknown or missing projectId' }, 403)
    }
    return next()
  }
}
