import type { MiddlewareHandler } from 'hono'
import { ApiError } from '../errors/index.ts'
import { featureOfPath } from '../projects/project-features.ts'
import type { AppEnv } from './app-env.ts'

/** 403 for a route whose feature the request's project is not allowed (every feature without one). */
export function requireAllowedFeature(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const allowed = c.var.project?.allowedFeatures
    if (!allowed) return next()
    const feature = featureOfPath(c.req.path)
    if (feature && !allowed.includes(feature)) {
      throw new ApiError(`The ${feature} feature is not enabled for project ${c.var.project?.id}`, {
        status: 403,
      })
    }
    return next()
  }
}
