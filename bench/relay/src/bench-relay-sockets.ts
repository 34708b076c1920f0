import { cpus, loadavg } from 'node:os'
import { startRedisServer } from '@openappkit/testing/node'
import { startRelayProcess } from './relay-process.ts'
import { measureSocketLoad } from './socket-load.ts'
import { formatMs } from './stats.ts'

// `pnpm --filter @openappkit/bench-relay bench:sockets`: BENCH_SOCKETS (10 000) sockets held on
// one relay process, in memory mode then Redis mode; the relay's memory per socket from its own
// /metrics (resident set and V8 heap, before the first socket and once all are subscribed), then
// BENCH_MESSAGES_PER_PAIR (2) messages per pair at BENCH_RATE (2000) publishes/s for the
// publish→deliver latency with that many sockets open.
const sockets = Number(process.env.BENCH_SOCKETS ?? 10_000)
const rate = Number(process.env.BENCH_RATE ?? 2000)
const messagesPerPair = Number(process.env.BENCH_MESSAGES_PER_PAIR ?? 2)

type Memory = { rssBytes: number; heapBytes: number }

async function memoryOf(relayUrl: string): Promise<Memory> {
  const text = await (await fetch(`${relayUrl.replace(/^ws/, 'http')}/metrics`)).text()
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1])
  return {
    rssBytes: value('process_resident_memory_bytes'),
    heapBytes: value('nodejs_heap_size_used_bytes'),
  }
}

type Row = {
  mode: string
  load: Awaited<ReturnType<typeof measureSocketLoad>>
  before: Memory
  held: Memory
}

async function measure(mode: string, redisUrl?: string): Promise<Row> {
  const relay = await startRelayProcess(sockets + 100, redisUrl)
  try {
    const before = await memoryOf(relay.url)
    let held: Memory = before
    const load = await measureSocketLoad({
      relayUrl: relay.url,
      sockets,
      messagesPerPair,
      rate,
      onHeld: async () => {
        held = await memoryOf(relay.url)
      },
    })
    return { mode, load, before, held }
  } finally {
    await relay.stop()
  }
}

const rows: Row[] = [await measure('memory')]
const redis = await startRedisServer()
try {
  rows.push(await measure('Redis', redis.url))
} finally {
  await redis.stop()
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
const lines = [
  `Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the end; one relay process, this one the load.`,
  '',
  '| mode | sockets opened | held at the end | relay RSS before → held | per socket (RSS / heap) | published / delivered | p50 | p99 | max |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(({ mode, load, before, held }) => {
    const perSocketRss = (held.rssBytes - before.rssBytes) / load.opened
    const perSocketHeap = (held.heapBytes - before.heapBytes) / load.opened
    return `| ${mode} | ${load.opened} in ${formatMs(load.openMs)} ms | ${load.heldAtEnd} | ${mib(before.rssBytes)} → ${mib(held.rssBytes)} MiB | ${kib(perSocketRss)} / ${kib(perSocketHeap)} KiB | ${load.published} / ${load.delivered} | ${formatMs(load.p50Ms)} ms | ${formatMs(load.p99Ms)} ms | ${formatMs(load.maxMs)} ms |`
  }),
]
process.stdout.write(`${lines.join('\n')}\n`)
if (rows.some(({ load }) => load.heldAtEnd !== load.opened || load.delivered !== load.published)) {
  process.exitCode = 1
}
