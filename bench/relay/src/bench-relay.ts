import { cpus, loadavg } from 'node:os'
import { startRedisServer } from '@openappkit/testing/node'
import { startRelayProcess } from './relay-process.ts'
import { measureSessionRate } from './session-rate.ts'
import { measureSocketLoad } from './socket-load.ts'
import { formatMs } from './stats.ts'

// `pnpm --filter @openappkit/bench-relay bench`: the relay in its own process, in memory mode
// then Redis mode, this process as the load: BENCH_SOCKETS (1000) sockets, BENCH_RATE (2000) publishes/s,
// BENCH_MESSAGES_PER_PAIR (20), BENCH_SESSION_PAIRS (20) real WalletConnect pairings.
const sockets = Number(process.env.BENCH_SOCKETS ?? 1000)
const rate = Number(process.env.BENCH_RATE ?? 2000)
const messagesPerPair = Number(process.env.BENCH_MESSAGES_PER_PAIR ?? 20)
const sessionPairs = Number(process.env.BENCH_SESSION_PAIRS ?? 20)

type Row = {
  mode: string
  load: Awaited<ReturnType<typeof measureSocketLoad>>
  sessions: Awaited<ReturnType<typeof measureSessionRate>>
}

async function measure(mode: string, redisUrl?: string): Promise<Row> {
  const relay = await startRelayProcess(sockets + 100, redisUrl)
  try {
    const load = await measureSocketLoad({ relayUrl: relay.url, sockets, messagesPerPair, rate })
    const sessions = await measureSessionRate(relay.url, sessionPairs, `bench-dapp-${mode}`)
    return { mode, load, sessions }
  } finally {
    await relay.stop()
  }
}

const rows: Row[] = [await measure('memory')]
// Redis mode: one relay process over Debian's redis-server (installed by scripts/test.sh).
const redis = await startRedisServer()
try {
  rows.push(await measure('Redis', redis.url))
} finally {
  await redis.stop()
}

const lines = [
  `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end; the relay in its own process.`,
  '',
  '| mode | sockets opened | held at the end | published / delivered | p50 | p99 | max | deliveries/s | sessions/s (p50 each) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    ({ mode, load, sessions }) =>
      `| ${mode} | ${load.opened} in ${formatMs(load.openMs)} ms | ${load.heldAtEnd} | ${load.published} / ${load.delivered} | ${formatMs(load.p50Ms)} ms | ${formatMs(load.p99Ms)} ms | ${formatMs(load.maxMs)} ms | ${Math.round(load.throughput)} | ${sessions.perSecond.toFixed(1)} (${formatMs(sessions.p50Ms)} ms) |`,
  ),
]
process.stdout.write(`${lines.join('\n')}\n`)
if (rows.some(({ load }) => load.heldAtEnd !== load.opened || load.delivered !== load.published)) {
  process.exitCode = 1
}
// The WalletConnect clients keep timers; the figures are out.
setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref()
