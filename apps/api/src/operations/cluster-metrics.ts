import cluster from 'node:cluster'
import { AggregatorRegistry, type Registry } from 'prom-client'

const REQUEST = 'openappkit:metrics-request'
const RESPONSE = 'openappkit:metrics-response'
// A worker that does not answer within this long (busy, dying) fails the scrape, not the process.
const TIMEOUT_MS = 5_000

type MetricsRequest = { type: typeof REQUEST; id: number }
type MetricsResponse = { type: typeof RESPONSE; id: number; text?: string; error?: string }

const isMessage = <T extends { type: string }>(message: unknown, type: string): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type

/**
 * In the primary of `--workers`: answers a worker's request for the metrics of every worker
 * (HTTP and indexer), gathered and summed by prom-client's aggregator, so a scrape that lands on
 * any worker sees the whole server.
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, REQUEST)) return
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: RESPONSE, id: message.id, text } satisfies MetricsResponse),
      (error: unknown) =>
        worker.send({
          type: RESPONSE,
          id: message.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies MetricsResponse),
    )
  })
}

/**
 * In a cluster worker: offers `registry` to the primary's aggregation and returns the reader
 * `/metrics` answers with (the whole cluster's text).
 */
export function joinClusterMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry])
  // Its constructor makes this worker answer the primary's requests for its metrics.
  new AggregatorRegistry()
  let nextId = 0
  const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>()
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsResponse>(message, RESPONSE)) return
    const waiter = pending.get(message.id)
    pending.delete(message.id)
    if (message.text !== undefined) waiter?.resolve(message.text)
    else waiter?.reject(new Error(message.error ?? 'no metrics'))
  })
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error('The cluster primary did not answer with the metrics'))
      }, TIMEOUT_MS)
      pending.set(id, {
        resolve: (text) => {
          clearTimeout(timer)
          resolve(text)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      process.send?.({ type: REQUEST, id } satisfies MetricsRequest)
    })
}
