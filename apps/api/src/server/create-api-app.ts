import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { registerAnalyticsRoutes } from '../analytics/index.ts'
import { registerBalanceRoutes } from '../balance/index.ts'
import {
  registerDeviceRoutes,
  registerEmailLoginRoutes,
  registerEmailUpdateRoutes,
  registerEmbeddedBundlerRoutes,
  registerEmbeddedRpcRoutes,
  registerFarcasterLoginRoutes,
  registerFramePageRoutes,
  registerKeyShareRoutes,
  registerSocialLoginRoutes,
} from '../embedded/index.ts'
import { registerHistoryRoutes } from '../history/index.ts'
import type { App, AppEnv } from '../http/app-env.ts'
import { requireAllowedFeature } from '../http/feature-gate.ts'
import { createErrorHandler, handleNotFound } from '../http/handle-errors.ts'
import { corsForProject, refuseForeignOrigins } from '../http/origin-policy.ts'
import { resolveProject } from '../http/project-id.ts'
import { rateLimit } from '../http/rate-limit.ts'
import { securityHeaders } from '../http/security-headers.ts'
import { registerNameRoutes } from '../names/index.ts'
import { registerOnRampRoutes } from '../onramp/index.ts'
import { registerPriceRoutes } from '../prices/index.ts'
import { createProjectSettings } from '../projects/index.ts'
import { registerSessionRoutes } from '../sessions/index.ts'
import { registerSiwxRoutes } from '../siwx/index.ts'
import { registerSupportedChainsRoutes } from '../supported-chains/index.ts'
import { registerSwapRoutes } from '../swaps/index.ts'
import { registerWalletRoutes } from '../wallets/index.ts'
import type { ApiContext } from './api-context.ts'

/** Builds the HTTP application: hardening middleware, then every route. */
export function createApiApp(context: ApiContext): App {
  const { config } = context
  const app = new Hono<AppEnv>()
  app.onError(createErrorHandler(context.logger))
  app.notFound(handleNotFound)
  const projects = createProjectSettings({
    db: context.db,
    clock: context.clock,
    logger: context.logger,
    ttlMs: config.projects.cacheTtlMs,
  })
  app.use('*', securityHeaders())
  // The project first: origins, CORS, the rate limit and features all read `c.var.project`.
  app.use('*', resolveProject({ config, settings: projects }))
  app.use('*', refuseForeignOrigins(context))
  app.use('*', corsForProject(context))
  app.use(
    '*',
    rateLimit({
      windowMs: config.rateLimit.windowMs,
      max: config.rateLimit.max,
      whenStoreUnavailable: config.rateLimit.whenStoreUnavailable,
      counter: context.sharedState.counter,
      trustProxy: config.server.trustProxy,
      clock: context.clock,
      logger: context.logger,
    }),
  )
  app.use(
    '*',
    bodyLimit({
      maxSize: config.server.bodyLimitBytes,
      onError: (c) => c.json({ message: 'Request body too large' }, 413),
    }),
  )
  app.use('*', requireAllowedFeature())

  app.get('/health', (c) => c.json({ status: 'ok' }))
  registerSupportedChainsRoutes(app, context)
  registerBalanceRoutes(app, context)
  registerHistoryRoutes(app, context)
  registerNameRoutes(app, context)
  registerSwapRoutes(app, context)
  registerPriceRoutes(app, context)
  registerOnRampRoutes(app, context)
  registerSiwxRoutes(app, context)
  registerSessionRoutes(app, context)
  registerAnalyticsRoutes(app, context)
  registerWalletRoutes(app, context)
  registerEmailLoginRoutes(app, context)
  registerKeyShareRoutes(app, context)
  registerDeviceRoutes(app, context)
  registerEmailUpdateRoutes(app, context)
  registerSocialLoginRoutes(app, context)
  registerFarcasterLoginRoutes(app, context)
  registerFramePageRoutes(app, context)
  registerEmbeddedRpcRoutes(app, context)
  registerEmbeddedBundlerRoutes(app, context)
  return app
}
