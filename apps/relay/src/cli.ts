#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { startRelay } from './relay/start-relay.ts'

// `openappkit-relay` (`pnpm relay` in this repository): the WalletConnect relay. Clients take
// `ws://HOST:PORT` (`wss://` behind a TLS proxy) as their relayUrl.
const USAGE = `Usage: openappkit-relay [options]

  --host <host>                  address to listen on (default 127.0.0.1; $RELAY_HOST)
  --port <n>                     port (default 8555; $PORT or $RELAY_PORT)
  --redis <url>                  share topics with other relay processes ($REDIS_URL)
  --max-connections-per-ip <n>   open sockets per client address (default 500;
                                 $RELAY_MAX_CONNECTIONS_PER_IP)
  --version                      print the version

GET /health (liveness), GET /ready (503 while stopping or when Redis does not answer),
GET /metrics (Prometheus text format; a bearer token when $RELAY_METRICS_TOKEN is set).
SIGTERM asks every socket to close (1001, clients reconnect) and stops within 5 s.
`

// `pnpm start -- --port 0` hands the separator through: drop it.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))

/** One JSON line per event on stderr, as the api logs. */
function log(level: 'info' | 'warn' | 'error', message: string, context?: Record<string, unknown>) {
  console.error(JSON.stringify({ level, time: new Date().toISOString(), message, ...context }))
}

function fail(message: string): never {
  log('error', `relay: ${message}`)
  process.exit(1)
}

let values: ReturnType<typeof parse>['values']
function parse() {
  return parseArgs({
    args,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      'max-connections-per-ip': { type: 'string' },
      redis: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  })
}
try {
  values = parse().values
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)} (openappkit-relay --help)`)
}

if (values.help) {
  process.stdout.write(USAGE)
  process.exit(0)
}
if (values.version) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`${(manifest as { version: string }).version}\n`)
  process.exit(0)
}

const host = values.host ?? process.env.RELAY_HOST ?? '127.0.0.1'
const portText = values.port ?? process.env.PORT ?? process.env.RELAY_PORT ?? '8555'
const port = Number(portText)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  fail(`--port must be a port number, got ${JSON.stringify(portText)}`)
}

const capText = values['max-connections-per-ip'] ?? process.env.RELAY_MAX_CONNECTIONS_PER_IP
const maxConnectionsPerIp = capText === undefined ? undefined : Number(capText)
if (
  maxConnectionsPerIp !== undefined &&
  !(Number.isInteger(maxConnectionsPerIp) && maxConnectionsPerIp > 0)
) {
  fail(`--max-connections-per-ip must be a positive integer, got ${JSON.stringify(capText)}`)
}

const redisUrl = values.redis ?? process.env.REDIS_URL
try {
  const relay = await startRelay({
    host,
    port,
    limits: { maxConnectionsPerIp },
    redisUrl,
    metricsToken: process.env.RELAY_METRICS_TOKEN || undefined,
    log: (line) => log('warn', line),
  })
  // Said on its own line for scripts that wait for it (and for people).
  console.error(
    `relay listening on ${relay.url} (${redisUrl ? 'Redis mailbox' : 'memory mailbox'})`,
  )
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log('info', `relay: ${signal}, stopping`, { sockets: relay.node.connections.size })
    await relay.stop()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal))
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
