import cluster from 'node:cluster'
import { parseArgs } from 'node:util'
import { loadConfig, mergeConfig, parseConfig } from './config/index.ts'
import { openDatabase } from './db/index.ts'
import { createJsonLogger } from './server/api-context.ts'
import {
  API_WORKER_ROLE_VARIABLE,
  type ApiCluster,
  runApiCluster,
} from './server/run-api-cluster.ts'
import { startApi } from './server/start-api.ts'

// `pnpm api`: serves the api with the configuration of $OPENAPPKIT_API_CONFIG (or --config),
// falling back to the devnet manifest for chains.
// --workers N: a primary migrates once, then forks N HTTP workers sharing the port and one
//   indexer worker (DESIGN §10), restarting any that dies; without it, one process does it all.
// --indexer-only runs the indexers without HTTP; --no-indexer serves HTTP only (the chains'
//   database leases let any number of processes run indexers: one indexes each chain);
// --migrate-only brings the database schema up to date and exits.
// `pnpm api project ...` manages projects (src/projects/project-cli.ts).
// `pnpm start -- --port 0` hands the separator through; drop it.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))

function fail(message: string, error?: unknown): never {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  console.error(`api: ${message}${cause}`)
  process.exit(1)
}

if (args[0] === 'project') {
  // Loaded only when asked for: the server never needs the admin commands.
  const { runProjectCommand } = await import('./projects/project-cli.ts')
  try {
    process.exit(
      await runProjectCommand(args.slice(1), {
        stdout: process.stdout,
        stderr: process.stderr,
        env: process.env,
      }),
    )
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), error)
  }
}

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
  },
})

const MAX_WORKERS = 64
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

const logger = createJsonLogger()

let config: Awaited<ReturnType<typeof loadConfig>>
try {
  const loaded = await loadConfig({ configPath: values.config, manifestPath: values.manifest })
  config = parseConfig(
    mergeConfig(loaded, {
      server: {
        host: values.host,
        port: values.port === undefined ? undefined : Number(values.port),
      },
      database: { url: values.database },
    }),
  )
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), error)
}

const chains = config.chains.map((chain) => chain.caipNetworkId).join(', ')
const engine = config.database.url.split(':')[0]

async function migrate(): Promise<void> {
  try {
    const database = await openDatabase({ url: config.database.url })
    await database.destroy()
  } catch (error) {
    fail('migration failed', error)
  }
}

if (values['migrate-only']) {
  await migrate()
  console.error('api: database is up to date')
  process.exit(0)
}

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
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal))

const role = cluster.isWorker ? process.env[API_WORKER_ROLE_VARIABLE] : undefined
if (workers !== undefined && cluster.isPrimary) {
  await migrate()
  const running: ApiCluster = runApiCluster({
    httpWorkers: workers,
    indexer: !values['no-indexer'],
    host: config.server.host,
    logger,
  })
  stop = () => running.stop()
  try {
    const url = await running.ready
    const indexer = values['no-indexer'] ? 'no indexer' : '1 indexer worker'
    console.error(
      `api listening on ${url} (${workers} http workers, ${indexer}; ${chains}; database ${engine})`,
    )
  } catch (error) {
    await running.stop()
    fail(error instanceof Error ? error.message : String(error), error)
  }
} else {
  let api: Awaited<ReturnType<typeof startApi>>
  try {
    api = await startApi({
      config,
      logger,
      http: role === undefined ? !values['indexer-only'] : role === 'http',
      indexers: role === undefined ? !values['no-indexer'] : role === 'indexer',
    })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error), error)
  }
  stop = () => api.stop()
  if (role !== undefined) {
    console.error(`api worker ${process.pid} (${role}) ready`)
  } else {
    console.error(
      api.url
        ? `api listening on ${api.url} (${chains}; database ${engine})`
        : `api indexers running (${chains})`,
    )
  }
}
