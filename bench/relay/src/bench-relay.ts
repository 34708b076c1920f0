import { cpus, loadavg } from 'node:os'
import { startRedisServer } from '@openappkit/testing/node'
import { formatCommandsPerMessage, readRedisCommandCalls } from './redis-commands.ts'
import { startRelayProcess } from './relay-process.ts'
import { measureSessionRate } from './session-rate.ts'
import { measureSocketLoad } from './socket-load.ts'
import { formatMs } from './stats.ts'

// `pnpm --filter @openappkit/bench-relay bench` (memory mode then Redis mode), `bench:memory` or
// `bench:redis` (one mode): the relay in its own process, this process as the load:
// BENCH_SOCKETS (1000) sockets, BENCH_RATE (2000) publishes/s, BENCH_MESSAGES_PER_PAIR (20),
// BENCH_SESSION_PAIRS (20) real WalletConnect pairings (0 skips them).
const sockets = Number(process.env.BENCH_SOCKETS ?? 1000)
const rate = Number(process.env.BENCH_RATE ?? 2000)
const messagesPerPair = Number(process.env.BENCH_MESSAGES_PER_PAIR ?? 20)
const sessionPairs = Number(process.env.BENCH_SESSION_PAIRS ?? 20)
// The publish→deliver p99 each mode is held to with 1000 sockets (bench/relay/README.md).
const P99_GOAL_MS = 20

const MODES = ['memory', 'redis'] as const
type Mode = (typeof MODES)[number]
const requested = process.argv.slice(2)
const unknown = requested.filter((mode) => !MODES.includes(mode as Mode))
if (unknown.length > 0) {
  throw new Error(`Unknown mode ${unknown.join(', ')}: the modes are ${MODES.join(', ')}`)
}
const modes: readonly Mode[] = requested.length > 0 ? (requested as Mode[]) : MODES

type Row = {
  mode: Mode
  load: Awaited<ReturnType<typeof measureSocketLoad>>
  sessions?: Awaited<ReturnType<typeof measureSessionRate>>
  /** Redis mode: the commands Redis ran per published message during the socket load. */
  redisCommands?: string
}

async function measure(mode: Mode, redisUrl?: string): Promise<Row> {
  const relay = await startRelayProcess(sockets + 100, redisUrl)
  try {
    const before = redisUrl ? await readRedisCommandCalls(redisUrl) : undefined
    const load = await measureSocketLoad({ relayUrl: relay.url, sockets, messagesPerPair, rate })
    const redisCommands =
      redisUrl && before
        ? formatCommandsPerMessage(before, await readRedisCommandCalls(redisUrl), load.published)
        : undefined
    if (sessionPairs === 0) return { mode, load, redisCommands }
    const sessions = await measureSessionRate(relay.url, sessionPairs, `bench-dapp-${mode}`)
    return { mode, load, sessions, redisCommands }
  } finally {
    await relay.stop()
  }
}

// Redis mode: one relay process over Debian's redis-server, a throwaway one per run.
async function measureRedis(): Promise<Row> {
  const redis = await startRedisServer()
  try {
    return await measure('redis', redis.url)
  } finally {
    await redis.stop()
  }
}

const rows: Row[] = []
for (const mode of modes) rows.push(mode === 'redis' ? await measureRedis() : await measure(mode))

const sessionCell = (sessions: Row['sessions']) =>
  sessions ? `${sessions.perSecond.toFixed(1)} (${formatMs(sessions.p50Ms)} ms)` : 'skipped'
const lines = [
  `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end; the relay in its own process; ${sockets} sockets, ${rate} publishes/s.`,
  '',
  '| mode | sockets opened | held at the end | published / delivered | p50 | p99 | max | deliveries/s | sessions/s (p50 each) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    ({ mode, load, sessions }) =>
      `| ${mode} | ${load.opened} in ${formatMs(load.openMs)} ms | ${load.heldAtEnd} | ${load.published} / ${load.delivered} | ${formatMs(load.p50Ms)} ms | ${formatMs(load.p99Ms)} ms | ${formatMs(load.maxMs)} ms | ${Math.round(load.throughput)} | ${sessionCell(sessions)} |`,
  ),
  '',
  ...rows.map(
    ({ mode, load }) =>
      `${mode}: p99 ${formatMs(load.p99Ms)} ms with ${load.heldAtEnd} sockets held, goal under ${P99_GOAL_MS} ms: ${load.p99Ms < P99_GOAL_MS ? 'met' : 'not met'}`,
  ),
  ...rows.flatMap(({ mode, redisCommands }) =>
    redisCommands
      ? [`${mode}: Redis commands per published message (subscribes included): ${redisCommands}`]
      : [],
  ),
]
process.stdout.write(`${lines.join('\n')}\n`)
// A dropped socket or a lost message is a failure; a slow figure on a shared machine is a figure.
if (rows.some(({ load }) => load.heldAtEnd !== load.opened || load.delivered !== load.published)) {
  process.exitCode = 1
}
// The WalletConnect clients keep timers; the figures are out.
setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref()
