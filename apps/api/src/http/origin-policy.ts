import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { ApiError } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { allowedOriginsOf } from './allowed-origins.ts'
import type { AppEnv } from './app-env.ts'

/** Whether `origin` is the api's own (its pages posting to it), whatever scheme a proxy ended. */
function isOwnOrigin(context: ApiContext, c: Context<AppEnv>, origin: string): boolean {
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  const publicUrl = context.config.server.publicUrl
  return host === new URL(c.req.url).host || (!!publicUrl && new URL(publicUrl).host === host)
}

/**
 * Refuses browser requests from origins the request's project (or the global list) does not
 * allow: 403 and no CORS grant. Requests without `Origin` (servers, navigations) and with
 * `Origin: null` (sandboxed frames, and same-origin form posts under `Referrer-Policy:
 * no-referrer`) pass: a browser never lets such a page read the answer.
 */
export function refuseForeignOrigins(context: ApiContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (!origin || origin === 'null') return next()
    if (allowedOriginsOf(c, context.config).includes(origin)) return next()
    if (isOwnOrigin(context, c, origin)) return next()
    const shown = origin.slice(0, 256)
    const project = c.var.project
    throw new ApiError(
      project
        ? `Origin ${shown} is not allowed for project ${project.id}`
        : `Origin ${shown} is not allowed: add it to allowedOrigins`,
      { status: 403 },
    )
  }
}

/** CORS answers that grant exactly the request's allowed origin. */
export function corsForProject(context: ApiContext): MiddlewareHandler<AppEnv> {
  return cors({
    origin: (origin, c: Context<AppEnv>) =>
      allowedOriginsOf(c, context.config).includes(origin) ? origin : null,
    allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Authorization'],
    exposeHeaders: ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'],
    maxAge: 600,
  })
}
