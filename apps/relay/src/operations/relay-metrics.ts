import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { RelayNode } from '../relay/relay-node.ts'

/** The relay's Prometheus metrics: its sockets, subscriptions, mailbox and requests. */
export type RelayMetrics = {
  registry: Registry
  /** One answered JSON-RPC request: its method, `ok` or `error`, and the time it took. */
  observeRequest(method: string, outcome: 'ok' | 'error', seconds: number): void
  /** A socket refused at the upgrade, by reason. */
  countRefusal(reason: 'auth' | 'connections-per-ip'): void
}

const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1]

/** Creates the registry; the gauges read `node` when scraped, so sockets cost nothing more. */
export function createRelayMetrics(node: RelayNode): RelayMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  new Gauge({
    name: 'openappkit_relay_sockets',
    help: 'WebSocket connections open on this process',
    registers: [registry],
    collect() {
      this.set(node.connections.size)
    },
  })
  new Gauge({
    name: 'openappkit_relay_subscribed_topics',
    help: 'Topics at least one socket of this process is subscribed to',
    registers: [registry],
    collect() {
      this.set(node.topicCount())
    },
  })
  new Gauge({
    name: 'openappkit_relay_pushes_awaiting_ack',
    help: 'Messages pushed to sockets of this process and not yet acknowledged',
    registers: [registry],
    collect() {
      let pending = 0
      for (const connection of node.connections) pending += connection.inFlight.size
      this.set(pending)
    },
  })
  const depth = node.mailbox.depth
  if (depth) {
    new Gauge({
      name: 'openappkit_relay_mailbox_messages',
      help: 'Unexpired messages waiting in the mailbox for at least one subscriber',
      registers: [registry],
      async collect() {
        this.set(await depth())
      },
    })
  }
  const requests = new Counter({
    name: 'openappkit_relay_requests_total',
    help: 'JSON-RPC requests answered, by method and outcome',
    labelNames: ['method', 'outcome'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'openappkit_relay_request_duration_seconds',
    help: 'Time from a request frame arriving to its answer being sent, by method',
    labelNames: ['method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'openappkit_relay_refused_sockets_total',
    help: 'Sockets refused when opening, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  })
  return {
    registry,
    observeRequest(method, outcome, seconds) {
      requests.inc({ method, outcome })
      latency.observe({ method }, seconds)
    },
    countRefusal(reason) {
      refusals.inc({ reason })
    },
  }
}
