import { cpus, loadavg } from 'node:os'
import { startRelayProcess } from './relay-process.ts'
import { measureSessionRate } from './session-rate.ts'
import { measureSocketLoad } from './socket-load.ts'
import { formatMs } from './stats.ts'

// `pnpm --filter @openappkit/bench-relay bench`: the relay in its own process (memory mode),
// this process as the load: BENCH_SOCKETS (1000) sockets, BENCH_RATE (2000) publishes/s,
// BENCH_MESSAGES_PER_PAIR (20), BENCH_SESSION_PAIRS (20) real WalletConnect pairings.
const sockets = Number(process.env.BENCH_SOCKETS ?? 1000)
const rate = Number(process.env.BENCH_RATE ?? 2000)
const messagesPerPair = Number(process.env.BENCH_MESSAGES_PER_PAIR ?? 20)
const sessionPairs = Number(process.env.BENCH_SESSION_PAIRS ?? 20)

const relay = await startRelayProcess(sockets + 100)
try {
  const load = await measureSocketLoad({ relayUrl: relay.url, sockets, messagesPerPair, rate })
  const sessions = await measureSessionRate(relay.url, sessionPairs)
  const lines = [
    `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end; relay in memory mode, its own process.`,
    '',
    '| measure | value |',
    '| --- | ---: |',
    `| sockets opened (batches of 100) | ${load.opened} in ${formatMs(load.openMs)} ms |`,
    `| sockets still open at the end | ${load.heldAtEnd} |`,
    `| messages published / delivered | ${load.published} / ${load.delivered} |`,
    `| publish→deliver p50 | ${formatMs(load.p50Ms)} ms |`,
    `| publish→deliver p99 | ${formatMs(load.p99Ms)} ms |`,
    `| publish→deliver max | ${formatMs(load.maxMs)} ms |`,
    `| deliveries per second | ${Math.round(load.throughput)} |`,
    `| WalletConnect sessions established (${sessions.sessions} at once) | ${sessions.perSecond.toFixed(1)} per second (p50 ${formatMs(sessions.p50Ms)} ms, p99 ${formatMs(sessions.p99Ms)} ms each) |`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  if (load.heldAtEnd !== load.opened || load.delivered !== load.published) process.exitCode = 1
} finally {
  await relay.stop()
  // The WalletConnect clients keep timers; the figures are out.
  setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref()
}
