import { parseArgs } from 'node:util'
import { BaseError } from '@openappkit/common'
import { DEFAULT_MANIFEST_PATH } from './manifest.ts'
import {
  DEFAULT_DEVNET_PORTS,
  type DevnetPorts,
  EPHEMERAL_DEVNET_PORTS,
  startDevnet,
} from './start-devnet.ts'

// `pnpm devnet`: starts everything, prints the manifest (stdout) and writes it, then runs until
// SIGINT/SIGTERM, when it stops the anvil children and removes the manifest.
// Options: --manifest <path>, --host <ip>, --ephemeral (free ports), or explicit ports with
// --evm-ports <a,b> --solana-http-port <n> --solana-ws-port <n> --smtp-port <n>
// --mail-http-port <n>, --oidc-port <n>, --bitcoin-port <n>,
// --bundler-port <n>; --bitcoin-no-automine keeps Bitcoin
// transactions in the mempool until `POST /regtest/mine`.
const { values } = parseArgs({
  options: {
    manifest: { type: 'string' },
    host: { type: 'string' },
    ephemeral: { type: 'boolean', default: false },
    'evm-ports': { type: 'string' },
    'solana-http-port': { type: 'string' },
    'solana-ws-port': { type: 'string' },
    'smtp-port': { type: 'string' },
    'mail-http-port': { type: 'string' },
    'oidc-port': { type: 'string' },
    'bitcoin-port': { type: 'string' },
    'bundler-port': { type: 'string' },
    'bitcoin-no-automine': { type: 'boolean', default: false },
  },
})

function port(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`devnet: invalid port ${text}`)
    process.exit(2)
  }
  return value
}

function ports(): DevnetPorts {
  const base = values.ephemeral ? EPHEMERAL_DEVNET_PORTS : DEFAULT_DEVNET_PORTS
  const [evmA, evmB] = values['evm-ports']?.split(',') ?? []
  return {
    evm: [port(evmA, base.evm[0]), port(evmB, base.evm[1])],
    solanaHttp: port(values['solana-http-port'], base.solanaHttp),
    solanaWs: port(values['solana-ws-port'], base.solanaWs),
    smtp: port(values['smtp-port'], base.smtp),
    mailHttp: port(values['mail-http-port'], base.mailHttp),
    oidc: port(values['oidc-port'], base.oidc),
    bitcoinEsplora: port(values['bitcoin-port'], base.bitcoinEsplora),
    bundler: port(values['bundler-port'], base.bundler),
  }
}

const startedAt = performance.now()
const manifestPath = values.manifest ?? DEFAULT_MANIFEST_PATH
let devnet: Awaited<ReturnType<typeof startDevnet>>
try {
  devnet = await startDevnet({
    host: values.host,
    manifestPath,
    ports: ports(),
    bitcoin: { automine: !values['bitcoin-no-automine'] },
  })
} catch (error) {
  console.error('devnet failed to start:', error instanceof Error ? error.message : error)
  if (error instanceof BaseError && error.details) console.error(error.details)
  process.exit(1)
}

console.log(JSON.stringify(devnet.manifest, null, 2))
console.error(
  `devnet ready in ${Math.round(performance.now() - startedAt)} ms; manifest written to ${manifestPath}. Ctrl-C to stop.`,
)

let stopping = false
async function shutdown(reason: string, exitCode = 0) {
  if (stopping) return
  stopping = true
  console.error(`devnet: ${reason}, stopping`)
  try {
    await devnet.stop()
    process.exit(exitCode)
  } catch (error) {
    console.error('devnet: stop failed:', error)
    process.exit(1)
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal))
}
process.on('unhandledRejection', (reason) => console.error('devnet: unhandled rejection:', reason))
process.on('uncaughtException', (error) => {
  console.error('devnet: uncaught exception:', error)
  void shutdown('uncaught exception', 1)
})
