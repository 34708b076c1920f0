import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RelayMetrics } from './relay-metrics.ts'

/** What the relay's plain HTTP endpoints read. */
export type OperationsHttpParameters = {
  metrics: RelayMetrics
  /** True once the relay is shutting down. */
  draining: () => boolean
  /** Whether the mailbox's store answers (Redis up); always true in memory. */
  storeReady: () => Promise<boolean>
  sockets: () => number
  metricsToken?: string | undefined
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

/**
 * `GET /health` (alive), `GET /ready` (503 while shutting down or when Redis does not answer:
 * a load balancer then sends new sockets to another process) and `GET /metrics` (Prometheus
 * text format). Everything else is 404: the relay speaks WebSocket.
 */
export function createOperationsHandler(parameters: OperationsHttpParameters) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = (request.url ?? '/').split('?')[0]
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return json(response, 404, { error: 'Not found' })
    }
    if (path === '/health') return json(response, 200, { status: 'ok' })
    if (path === '/ready') {
      const store = await parameters.storeReady().catch(() => false)
      const draining = parameters.draining()
      const ready = store && !draining
      return json(response, ready ? 200 : 503, {
        status: ready ? 'ready' : 'unready',
        draining,
        store,
        sockets: parameters.sockets(),
      })
    }
    if (path === '/metrics') {
      const { metricsToken } = parameters
      const given = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
      if (metricsToken !== undefined && !sameText(given, metricsToken)) {
        response.setHeader('www-authenticate', 'Bearer')
        return json(response, 401, { error: 'The metrics need the bearer token' })
      }
      const { registry } = parameters.metrics
      const text = await registry.metrics()
      response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
      response.end(text)
      return
    }
    json(response, 404, { error: 'Not found' })
  }
}
