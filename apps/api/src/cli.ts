import { parseArgs } from 'node:util'
import { loadConfig, mergeConfig, parseConfig } from './config/index.ts'
import { openDatabase } from './db/index.ts'
import { createJsonLogger } from './server/api-context.ts'
import { startApi } from './server/start-api.ts'

// `pnpm --filter @openappkit/api start`: serves the api with the configuration of
// $OPENAPPKIT_API_CONFIG (or --config), falling back to the devnet manifest for chains.
// --indexer-only runs the indexers without HTTP (DESIGN §10: the indexer as its own worker);
// --no-indexer serves HTTP only; --migrate-only brings the database schema up to date and exits.
// `pnpm start -- --port 0` hands the separator through; drop it.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))
const { values } = parseArgs({
  args,
  options: {
    config: { type: 'string' },
    manifest: { type: 'string' },
    host: { type: 'string' },
    port: { type: 'string' },
    database: { type: 'string' },
    'no-indexer': { type: 'boolean', default: false },
    'indexer-only': { type: 'boolean', default: false },
    'migrate-only': { type: 'boolean', default: false },
  },
})

const logger = createJsonLogger()

function fail(message: string, error?: unknown): never {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  console.error(`api: ${message}${cause}`)
  process.exit(1)
}

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

if (values['migrate-only']) {
  try {
    const database = await openDatabase({ url: config.database.url })
    await database.destroy()
    console.error('api: database is up to date')
    process.exit(0)
  } catch (error) {
    fail('migration failed', error)
  }
}

let api: Awaited<ReturnType<typeof startApi>>
try {
  api = await startApi({
    config,
    logger,
    http: !values['indexer-only'],
    indexers: !values['no-indexer'],
  })
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), error)
}

const chains = config.chains.map((chain) => chain.caipNetworkId).join(', ')
console.error(
  api.url
    ? `api listening on ${api.url} (${chains}; database ${config.database.url.split(':')[0]})`
    : `api indexers running (${chains})`,
)

let stopping = false
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  console.error(`api: ${signal}, stopping`)
  await api.stop()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal))
