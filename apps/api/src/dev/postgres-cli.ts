import { startPostgresCluster } from './postgres-cluster.ts'

// `pnpm --filter @openappkit/api postgres`: a throwaway PostgreSQL cluster for trying the api on
// PostgreSQL (and for the benchmarks). Prints its URL on stdout, runs until SIGINT/SIGTERM, then
// deletes its files. `--durable` keeps PostgreSQL's default durability (fsync and synchronous
// commit on, as in production); without it they are off, for speed.
const cluster = await startPostgresCluster({ durable: process.argv.includes('--durable') })
process.stdout.write(`${cluster.url}\n`)
console.error(`postgres ready at ${cluster.url}; Ctrl-C to stop and delete it`)

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  await cluster.stop()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown())
