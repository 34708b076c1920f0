import { parseArgs } from 'node:util'
import { startRelay } from './relay/start-relay.ts'

// `pnpm relay`: the WalletConnect relay on 127.0.0.1:8555 (or --host/--port, RELAY_HOST/
// RELAY_PORT; --max-connections-per-ip or RELAY_MAX_CONNECTIONS_PER_IP; --redis or REDIS_URL to
// share topics with other relay processes). Clients take `ws://HOST:PORT` as their relayUrl.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))
const { values } = parseArgs({
  args,
  options: {
    host: { type: 'string' },
    port: { type: 'string' },
    'max-connections-per-ip': { type: 'string' },
    redis: { type: 'string' },
  },
})

const host = values.host ?? process.env.RELAY_HOST ?? '127.0.0.1'
const portText = values.port ?? process.env.RELAY_PORT ?? '8555'
const port = Number(portText)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`relay: --port must be a port number, got ${JSON.stringify(portText)}`)
  process.exit(1)
}

const capText = values['max-connections-per-ip'] ?? process.env.RELAY_MAX_CONNECTIONS_PER_IP
const maxConnectionsPerIp = capText === undefined ? undefined : Number(capText)
if (
  maxConnectionsPerIp !== undefined &&
  !(Number.isInteger(maxConnectionsPerIp) && maxConnectionsPerIp > 0)
) {
  console.error(
    `relay: --max-connections-per-ip must be a positive integer, got ${JSON.stringify(capText)}`,
  )
  process.exit(1)
}

try {
  const relay = await startRelay({
    host,
    port,
    limits: { maxConnectionsPerIp },
    redisUrl: values.redis ?? process.env.REDIS_URL,
    log: (line) => console.error(line),
  })
  const mode = (values.redis ?? process.env.REDIS_URL) ? 'Redis mailbox' : 'memory mailbox'
  console.error(`relay listening on ${relay.url} (${mode})`)
  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.error(`relay: ${signal}, stopping`)
    await relay.stop()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void shutdown(signal))
} catch (error) {
  console.error(`relay: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
