import cluster from 'node:cluster'
import { parseArgs } from 'node:util'
import { type ApiConfig, mergeConfig, parseConfig, readConfigSources } from '../config/index.ts'
import { openDatabase } from '../db/index.ts'
import { createApiMetrics } from '../operations/api-metrics.ts'
import { joinClusterMetrics } from '../operations/cluster-metrics.ts'
import { createJsonLogger } from '../server/api-context.ts'
import {
  API_WORKER_ROLE_VARIABLE,
  type ApiCluster,
  runApiCluster,
} from '../server/run-api-cluster.ts'
import { startApi } from '../server/start-api.ts'
import { describeConfig } from './check-command.ts'
import { configurationHints, describeDatabase } from './configuration-hints.ts'

const MAX_WORKERS = 64
// The primary waits this long past a worker's own drain before it kills it.
const CLUSTER_STOP_MARGIN_MS = 5_000

function fail(message: string, error?: unknown): never {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  console.error(`api: ${message}${cause}`)
  process.exit(1)
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Serving (the default command), `migrate` / `--migrate-only` and `--check`.
 * --workers N: a primary migrates once, then forks N HTTP workers sharing the port and one
 *   indexer worker (docs/project/architecture.md §10), restarting any that dies; without it, one
 * process does it all. --indexer-only runs the indexers without HTTP; --no-indexer serves HTTP only
 * (the chains'
 *   database leases let any number of processes run indexers: one indexes each chain).
 */
export async function runServeCommand(args: string[], mode: 'serve' | 'migrate'): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      config: { type: 'string' },
      manifest: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      database: { type: 'string' },
      workers: { type: 'string' },
      'no-indexer': { type: 'boolean', default: false },
      'indexer-only': { type: 'boolean', default: false },
      'migrate-only': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  })

  const workers = values.workers === undefined ? undefined : Number(values.workers)
  if (
    workers !== undefined &&
    !(Number.isInteger(workers) && workers >= 1 && workers <= MAX_WORKERS)
  ) {
    fail(`--workers must be an integer from 1 to ${MAX_WORKERS}, got "${values.workers}"`)
  }
  if (workers !== undefined && values['indexer-only']) {
    fail('--workers and --indexer-only exclude each other (run indexers with --indexer-only alone)')
  }
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535)) {
    fail(`--port must be a port number, got "${values.port}"`)
  }

  let config: ApiConfig
  let sources: Awaited<ReturnType<typeof readConfigSources>>
  try {
    sources = await readConfigSources({ configPath: values.config, manifestPath: values.manifest })
    config = parseConfig(
      mergeConfig(sources.merged, {
        server: { host: values.host, port },
        database: { url: values.database },
      }),
    )
  } catch (error) {
    fail(describeError(error), error)
  }

  if (values.check) {
    process.stdout.write(describeConfig(config, sources))
    process.exit(0)
  }

  const chains = config.chains.map((chain) => chain.caipNetworkId).join(', ') || 'no chains'
  const database = describeDatabase(config.database.url)

  async function migrate(): Promise<void> {
    try {
      const opened = await openDatabase({ url: config.database.url })
      await opened.destroy()
    } catch (error) {
      fail('migration failed', error)
    }
  }

  if (mode === 'migrate' || values['migrate-only']) {
    await migrate()
    console.error(`api: database is up to date (${database})`)
    process.exit(0)
  }

  const logger = createJsonLogger()
  // Registered before anything starts, so a SIGTERM during the start still stops what did.
  let stop: (() => Promise<void>) | undefined
  let stopping = false
  async function shutdown(signal: NodeJS.Signals) {
    if (stopping) return
    stopping = true
    console.error(`api: ${signal}, stopping`)
    await stop?.()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal))
  }

  const role = cluster.isWorker ? process.env[API_WORKER_ROLE_VARIABLE] : undefined
  if (role === undefined) {
    for (const hint of configurationHints(config, sources.configPath)) logger.warn(hint)
  }
  if (workers !== undefined && cluster.isPrimary) {
    await migrate()
    const running: ApiCluster = runApiCluster({
      httpWorkers: workers,
      indexer: !values['no-indexer'],
      host: config.server.host,
      logger,
      stopGraceMs: config.server.shutdownTimeoutMs + CLUSTER_STOP_MARGIN_MS,
    })
    stop = () => running.stop()
    try {
      const url = await running.ready
      const indexer = values['no-indexer'] ? 'no indexer' : '1 indexer worker'
      console.error(
        `api listening on ${url} (${workers} http workers, ${indexer}; ${chains}; database ${database})`,
      )
    } catch (error) {
      await running.stop()
      fail(describeError(error), error)
    }
    return
  }

  const metrics = createApiMetrics()
  let api: Awaited<ReturnType<typeof startApi>>
  try {
    api = await startApi({
      config,
      logger,
      metrics,
      readMetrics: role === undefined ? undefined : joinClusterMetrics(metrics.registry),
      http: role === undefined ? !values['indexer-only'] : role === 'http',
      indexers: role === undefined ? !values['no-indexer'] : role === 'indexer',
    })
  } catch (error) {
    fail(describeError(error), error)
  }
  stop = () => api.stop()
  if (role !== undefined) {
    console.error(`api worker ${process.pid} (${role}) ready`)
  } else {
    console.error(
      api.url
        ? `api listening on ${api.url} (${chains}; database ${database})`
        : `api indexers running (${chains})`,
    )
  }
}
