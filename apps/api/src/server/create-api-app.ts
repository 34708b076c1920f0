import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { requestId } from 'hono/request-id'
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
import { type InFlightRequests, observeRequests } from '../operations/observe-requests.ts'
import { registerOperationsRoutes } from '../operations/operations-routes.ts'
import { createReadinessCheck } from '../operations/readiness.ts'
import { registerPriceRoutes } from '../prices/index.ts'
import { createProjectSettings } from '../projects/index.ts'
import { registerSessionRoutes } from '../sessions/index.ts'
import { registerSiwxRoutes } from '../siwx/index.ts'
import { registerSupportedChainsRoutes } from '../supported-chains/index.ts'
import { registerSwapRoutes } from '../swaps/index.ts'
import { registerWalletRoutes } from '../wallets/index.ts'
import type { ApiContext } from './api-context.ts'

/** Options of {@link createApiApp}. */
export type CreateApiAppOptions = {
  /** What `/metrics` answers (default: this process's registry). */
  readMetrics?: (() => Promise<string>) | undefined
}

/** The application and its requests in flight (for a graceful stop). */
export type ApiApp = { app: App; inFlight: InFlightRequests }

/** Builds the HTTP application: observation and hardening middleware, then every route. */
export function createApiApp(context: ApiContext, options: CreateApiAppOptions = {}): ApiApp {
  const { config } = context
  const app = new Hono<AppEnv>()
  app.onError(createErrorHandler(context.logger))
  app.notFound(handleNotFound)
  const observer = observeRequests({
    metrics: context.metrics,
    logger: context.logger,
    accessLog: config.server.accessLog,
  })
  app.use('*', requestId())
  app.use('*', observer.middleware)
  app.use('*', securityHeaders())
  registerOperationsRoutes(app, {
    readiness: createReadinessCheck({ context, draining: observer.inFlight.draining }),
    metrics: context.metrics,
    readMetrics: options.readMetrics ?? (() => context.metrics.registry.metrics()),
    metricsToken: config.server.metricsToken,
  })
  const projects = createProjectSettings({
    db: context.db,
    clock: context.clock,
    logger: context.logger,
    ttlMs: config.projects.cacheTtlMs,
  })
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
  return { app, inFlight: observer.inFlight }
}
