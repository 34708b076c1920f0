import { startPostgresCluster } from './postgres-cluster.ts'

// `pnpm --filter @openappkit/api postgres`: a throwaway PostgreSQL cluster for trying the api on
// PostgreSQL (and for the benchmarks). Prints its URL on stdout, runs until SIGINT/SIGTERM, then
// deletes its files.
const cluster = await startPostgresCluster()
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
