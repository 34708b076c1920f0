import type { MiddlewareHandler } from 'hono'
import type { ApiConfig } from '../config/index.ts'
import { ApiError } from '../errors/index.ts'
import type { Project } from '../projects/project.ts'
import type { ProjectSettings } from '../projects/project-settings.ts'
import type { AppEnv } from './app-env.ts'

/** Parameters of {@link resolveProject}. */
export type ResolveProjectParameters = {
  config: ApiConfig
  settings: ProjectSettings
}

// Reached from outside any dapp (emailed links, OAuth and Farcaster redirects): no projectId.
const EXTERNAL_PATHS = new Set([
  '/v1/embedded/device/approve',
  '/v1/embedded/social/callback',
  '/v1/embedded/farcaster/connect',
  '/v1/embedded/farcaster/channel/complete',
])

const needsProject = (path: string) =>
  (path.startsWith('/v1/') || path === '/e' || path.startsWith('/e/')) && !EXTERNAL_PATHS.has(path)

/** A project named in `projectIds`: known, with the configuration's global settings. */
function configuredProject(id: string, config: ApiConfig): Project {
  return {
    id,
    name: id,
    allowedOrigins: config.allowedOrigins,
    allowedFeatures: undefined,
    rateLimitMax: undefined,
    createdAt: 0,
    updatedAt: 0,
  }
}

/**
 * Sets `c.var.project` from the `projectId` query parameter. A projectId the install does not
 * know is refused once projects exist (in the table or `projectIds`) or `projects.required` is
 * set; a single-tenant install with neither ignores it and applies the global settings.
 */
export function resolveProject(parameters: ResolveProjectParameters): MiddlewareHandler<AppEnv> {
  const { config, settings } = parameters
  const listed = new Set(config.projectIds ?? [])
  const required = config.projects.required || config.projectIds !== undefined
  return async (c, next) => {
    c.set('project', undefined)
    const projectId = c.req.query('projectId')
    if (!needsProject(c.req.path)) return next()
    if (!projectId) {
      if (!required) return next()
      throw new ApiError('A projectId is required: add ?projectId=<your project id>', {
        status: 403,
      })
    }
    const { projects } = await settings.snapshot()
    const project =
      projects.get(projectId) ??
      (listed.has(projectId) ? configuredProject(projectId, config) : undefined)
    if (project) c.set('project', project)
    else if (required || projects.size > 0) {
      throw new ApiError(`Unknown projectId "${projectId.slice(0, 128)}"`, { status: 403 })
    }
    return next()
  }
}
