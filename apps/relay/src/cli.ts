import { parseArgs } from 'node:util'
import { startRelay } from './relay/start-relay.ts'

// `pnpm relay`: the WalletConnect relay on 127.0.0.1:8555 (or --host/--port, RELAY_HOST/
// RELAY_PORT). Clients take `ws://HOST:PORT` as their relayUrl.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))
const { values } = parseArgs({
  args,
  options: { host: { type: 'string' }, port: { type: 'string' } },
})

const host = values.host ?? process.env.RELAY_HOST ?? '127.0.0.1'
const portText = values.port ?? process.env.RELAY_PORT ?? '8555'
const port = Number(portText)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`relay: --port must be a port number, got ${JSON.stringify(portText)}`)
  process.exit(1)
}

try {
  const relay = await startRelay({ host, port, log: (line) => console.error(line) })
  console.error(`relay listening on ${relay.url} (memory mailbox)`)
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
