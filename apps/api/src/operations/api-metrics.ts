import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The api's Prometheus metrics, one registry per server (tests start several in one process).
 * Names follow Prometheus' conventions: `_total` counters, `_seconds` histograms, base units.
 */
export type ApiMetrics = {
  registry: Registry
  /** One observation per answered request. */
  observeRequest(route: string, method: string, status: number, seconds: number): void
  /** A balance cache lookup: hit or miss. */
  countBalanceCache(hit: boolean): void
  /** An EVM indexer's position after a round: the node's head and the last indexed block. */
  setIndexerPosition(chainId: string, head: number, indexed: number): void
}

// Request latencies from 1 ms to 10 s: a cached balance takes under 1 ms on the server, a node
// that times out 10 s.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Parameters of {@link createApiMetrics}. */
export type CreateApiMetricsParameters = {
  /** Also export Node's process metrics (CPU, memory, event loop); default true. */
  processMetrics?: boolean | undefined
}

/** Creates the registry and the api's metrics in it. */
export function createApiMetrics(parameters: CreateApiMetricsParameters = {}): ApiMetrics {
  const registry = new Registry()
  if (parameters.processMetrics !== false) collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'openappkit_api_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'openappkit_api_http_request_duration_seconds',
    help: 'Time from receiving a request to its answer being ready, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  })
  const cache = new Counter({
    name: 'openappkit_api_balance_cache_requests_total',
    help: 'Balance cache lookups, by result (hit or miss)',
    labelNames: ['result'] as const,
    registers: [registry],
  })
  let hits = 0
  let misses = 0
  new Gauge({
    name: 'openappkit_api_balance_cache_hit_ratio',
    help: 'Share of balance cache lookups that hit, since this process started (0 before any)',
    registers: [registry],
    // Summed over cluster workers it would mean nothing: the mean is the best single figure.
    aggregator: 'average',
    collect() {
      this.set(hits + misses === 0 ? 0 : hits / (hits + misses))
    },
  })
  const head = new Gauge({
    name: 'openappkit_api_indexer_head_block',
    help: "The chain node's latest block, as the indexer last read it",
    labelNames: ['chain'] as const,
    registers: [registry],
    aggregator: 'max',
  })
  const indexed = new Gauge({
    name: 'openappkit_api_indexer_indexed_block',
    help: 'The last block the indexer has stored',
    labelNames: ['chain'] as const,
    registers: [registry],
    aggregator: 'max',
  })
  const lag = new Gauge({
    name: 'openappkit_api_indexer_lag_blocks',
    help: 'Blocks between the node head and the last indexed block',
    labelNames: ['chain'] as const,
    registers: [registry],
    aggregator: 'max',
  })
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status })
      latency.observe({ route, method }, seconds)
    },
    countBalanceCache(hit) {
      if (hit) hits += 1
      else misses += 1
      cache.inc({ result: hit ? 'hit' : 'miss' })
    },
    setIndexerPosition(chainId, headBlock, indexedBlock) {
      head.set({ chain: chainId }, headBlock)
      indexed.set({ chain: chainId }, indexedBlock)
      lag.set({ chain: chainId }, Math.max(0, headBlock - indexedBlock))
    },
  }
}
