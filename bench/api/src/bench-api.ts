import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { freePort, root, rpc, start, startPostgres, stop, stopAll, waitFor } from './processes.ts'

// Starts the devnet and a throwaway PostgreSQL cluster, seeds transfers, then runs the api's own
// CLI once per database and measures with autocannon on loopback: 50 connections for
// BENCH_DURATION_S (default 10) seconds each against balance (cached and forceUpdate) and history.
// Every child runs in its own process group and is stopped by its id at the end.
// `--workers N` runs the api as `pnpm api --workers N` (N HTTP processes and an indexer process).

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: { workers: { type: 'string' } },
})
const WORKERS = options.workers === undefined ? undefined : Number(options.workers)
if (WORKERS !== undefined && !(Number.isInteger(WORKERS) && WORKERS >= 1)) {
  throw new Error(`--workers must be a positive integer, got "${options.workers}"`)
}
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const CONNECTIONS = 50
const SEED_TRANSFERS = 60
type Manifest = { evm: { chains: { rpcUrl: string }[]; accounts: { address: string }[] } }

type Row = {
  database: string
  scenario: string
  requestsPerSecond: number
  p99Ms: number
  failures: number
}

async function measure(database: string, scenario: string, url: string): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    database,
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

async function main() {
  const directory = mkdtempSync(join(tmpdir(), 'oak-bench-api-'))
  const rows: Row[] = []
  let postgresChild: ChildProcess | undefined
  try {
    const manifestPath = join(directory, 'manifest.json')
    start('src/cli.ts', ['--manifest', manifestPath, '--ephemeral'], join(root, 'apps/devnet'))
    await waitFor('the devnet', () => existsSync(manifestPath))
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
    const rpcUrl = manifest.evm.chains[0]?.rpcUrl ?? ''
    const [, sender, target] = manifest.evm.accounts
    if (!sender || !target) throw new Error('the manifest has too few accounts')
    let lastSeed: unknown
    for (let index = 0; index < SEED_TRANSFERS; index += 1) {
      lastSeed = await rpc(rpcUrl, 'eth_sendTransaction', [
        { from: sender.address, to: target.address, value: '0x1' },
      ])
    }

    const postgres = await startPostgres(false)
    postgresChild = postgres.child
    const postgresUrl = postgres.url

    const databases = [
      ['SQLite', `sqlite:${join(directory, 'bench.sqlite')}`],
      ['PostgreSQL', postgresUrl],
    ] as const
    for (const [name, url] of databases) {
      const port = await freePort()
      const api = start(
        'src/cli.ts',
        [
          '--manifest',
          manifestPath,
          '--port',
          String(port),
          '--database',
          url,
          ...(WORKERS === undefined ? [] : ['--workers', String(WORKERS)]),
        ],
        join(root, 'apps/api'),
        { OPENAPPKIT_API_RATE_LIMIT_MAX: '0' },
      )
      const base = `http://127.0.0.1:${port}`
      await waitFor(
        'the api',
        async () => (await fetch(`${base}/health`).catch(() => undefined))?.ok === true,
      )
      const history = `${base}/v1/account/${target.address}/history?chainId=eip155:31337`
      // Caught up once the newest seeded transfer heads the history.
      await waitFor('the indexer', async () => {
        const body = (await (await fetch(history)).json()) as { data?: { id: string }[] }
        return body.data?.[0]?.id === lastSeed
      })
      const balance = `${base}/v1/account/${target.address}/balance?currency=usd&chainId=eip155:31337`
      // forceUpdate last: it loads the node, which the other rows do not touch.
      rows.push(await measure(name, 'balance (cached)', balance))
      rows.push(await measure(name, 'history (20 per page)', history))
      rows.push(await measure(name, 'balance (forceUpdate)', `${balance}&forceUpdate=true`))
      await stop(api)
    }
  } finally {
    await stopAll(postgresChild ? [postgresChild] : [])
    rmSync(directory, { recursive: true, force: true })
  }
  const processes = WORKERS === undefined ? 'one api process' : `${WORKERS} api HTTP workers`
  console.log(
    `\napps/api on loopback (${processes}), ${CONNECTIONS} connections, ${DURATION_S} s per row\n`,
  )
  console.log('| database | endpoint | req/s | p99 (ms) | non-2xx + errors |')
  console.log('| --- | --- | ---: | ---: | ---: |')
  for (const row of rows) {
    console.log(
      `| ${row.database} | ${row.scenario} | ${row.requestsPerSecond} | ${row.p99Ms} | ${row.failures} |`,
    )
  }
}

await main()
