import { timingSafeEqual } from 'node:crypto'
import type { App } from '../http/app-env.ts'
import type { ApiMetrics } from './api-metrics.ts'
import type { ReadinessReport } from './readiness.ts'

/** Parameters of {@link registerOperationsRoutes}. */
export type RegisterOperationsRoutesParameters = {
  readiness: { check(): Promise<ReadinessReport> }
  metrics: ApiMetrics
  /**
   * The text `/metrics` answers: this process's registry, or (in a cluster worker) every
   * worker's, aggregated by the primary.
   */
  readMetrics: () => Promise<string>
  /** When set, `/metrics` asks for `Authorization: Bearer <token>`. */
  metricsToken?: string | undefined
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * `GET /health` (the process is alive), `GET /ready` (it should get traffic: 503 while it shuts
 * down or its database does not answer) and `GET /metrics` (Prometheus text format). Registered
 * before the origin policy, the rate limit and the project checks: probes and scrapes come from
 * the operator's own machines, not from dapps.
 */
export function registerOperationsRoutes(
  app: App,
  parameters: RegisterOperationsRoutesParameters,
): void {
  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.get('/ready', async (c) => {
    const report = await parameters.readiness.check()
    c.header('Cache-Control', 'no-store')
    return c.json(report, report.status === 'unready' ? 503 : 200)
  })
  app.get('/metrics', async (c) => {
    const { metricsToken } = parameters
    if (metricsToken !== undefined) {
      const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
      if (!sameText(given, metricsToken)) {
        c.header('WWW-Authenticate', 'Bearer')
        return c.json(
          { message: 'The metrics need the bearer token of OPENAPPKIT_API_METRICS_TOKEN' },
          401,
        )
      }
    }
    const text = await parameters.readMetrics()
    c.header('Cache-Control', 'no-store')
    return c.body(text, 200, { 'Content-Type': parameters.metrics.registry.contentType })
  })
}
