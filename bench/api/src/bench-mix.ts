import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { summarizeCpuProfiles } from './cpu-profile.ts'
import {
  freePort,
  outputOf,
  root,
  rpc,
  start,
  startPostgres,
  stopAll,
  waitFor,
} from './processes.ts'

// `pnpm --filter @openappkit/bench-api bench:mix`: the traffic a site sends, on SQLite and on
// PostgreSQL at its default durability, against `openappkit-api --workers 2`:
// - balances and history pages over 1 000 distinct addresses, 10 of which have real transfers
//   (the others' first balance read goes to the node, then the 30 s cache);
// - name lookups (identity, reverse), permission sessions read and created (each creation a new
//   signature over a current message), and analytics events from 7 000 visitors, each under
//   the cap of 5 events per minute (docs/project/behaviour.md §8);
// - every request from its visitor's address (X-Forwarded-For, `trustProxy`), rate limit on.
// BENCH_DURATION_S (10) s per database at BENCH_CONNECTIONS (50) connections after a 2 s warm-up.
// `--profile` writes a CPU profile of every api process and prints where the time went.
// `--database sqlite|postgres` runs one of them.

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  options: {
    profile: { type: 'boolean', default: false },
    database: { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
})
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const ADDRESSES = 1_000
const FUNDED = 10
const TRANSFERS_PER_FUNDED = 12
const VISITORS = 7_000
const SESSION_SIGNATURES = 3_000

type Manifest = {
  evm: { chains: { rpcUrl: string; caipNetworkId: string }[]; accounts: { address: string }[] }
}
type Request = {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

/** The share of each kind of request in the mix, out of 100. */
const MIX = {
  balance: 28,
  history: 28,
  identity: 12,
  reverseName: 6,
  sessionsRead: 6,
  sessionCreate: 2,
  analytics: 18,
} as const

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T

async function signedSessions(chainId: string, count: number) {
  const now = Math.floor(Date.now() / 1000)
  return Promise.all(
    Array.from({ length: count }, async () => {
      const account = privateKeyToAccount(generatePrivateKey())
      const caip = `${chainId}:${account.address}`
      const message = JSON.stringify({
        action: 'create-session',
        account: caip,
        permissions: { spend: '1000000' },
        expiry: now + 86_400,
        timestamp: now,
      })
      const signature = await account.signMessage({ message })
      return { path: `/v1/sessions/${caip}`, body: JSON.stringify({ message, signature }) }
    }),
  )
}

function visitorAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
}

// The api as it is installed (`dist/cli.js`, plain JavaScript) when it was built, so neither
// start-up nor the profile carries tsx; its sources otherwise.
const built = join(root, 'apps/api/dist/cli.js')
const apiEntry = existsSync(built) ? built : join(root, 'apps/api/src/cli.ts')

async function main() {
  const directory = mkdtempSync(join(tmpdir(), 'oak-bench-mix-'))
  const profileDir = join(directory, 'profiles')
  const rows: string[] = []
  const ownGroup: ChildProcess[] = []
  try {
    const manifestPath = join(directory, 'manifest.json')
    start('src/cli.ts', ['--manifest', manifestPath, '--ephemeral'], join(root, 'apps/devnet'))
    await waitFor('the devnet', () => existsSync(manifestPath))
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
    const chain = manifest.evm.chains[0]
    const sender = manifest.evm.accounts[1]
    if (!chain || !sender) throw new Error('the manifest has no chain or account')
    const addresses = Array.from(
      { length: ADDRESSES },
      () => privateKeyToAccount(generatePrivateKey()).address,
    )
    let lastSeed: unknown
    for (const address of addresses.slice(0, FUNDED)) {
      for (let index = 0; index < TRANSFERS_PER_FUNDED; index += 1) {
        lastSeed = await rpc(chain.rpcUrl, 'eth_sendTransaction', [
          { from: sender.address, to: address, value: '0x1' },
        ])
      }
    }

    const databases: [string, string][] = []
    if (options.database !== 'postgres') {
      databases.push(['SQLite', `sqlite:${join(directory, 'bench.sqlite')}`])
    }
    if (options.database !== 'sqlite') {
      const postgres = await startPostgres(true)
      ownGroup.push(postgres.child)
      databases.push(['PostgreSQL (default durability)', postgres.url])
    }
    const configPath = join(directory, 'api.json')
    writeFileSync(
      configPath,
      JSON.stringify({ server: { trustProxy: true }, rateLimit: { max: 600 } }),
    )

    for (const [name, url] of databases) {
      const port = await freePort()
      const api = start(
        apiEntry,
        [
          '--config',
          configPath,
          '--manifest',
          manifestPath,
          '--port',
          String(port),
          '--database',
          url,
          '--workers',
          options.workers,
        ],
        directory,
        {},
        options.profile
          ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, name.split(' ')[0] ?? 'db')}`]
          : [],
      )
      const base = `http://127.0.0.1:${port}`
      await waitFor(
        'the api',
        async () => (await fetch(`${base}/health`).catch(() => undefined))?.ok === true,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}; the api said:\n${outputOf(api)}`)
      })
      const funded = addresses[FUNDED - 1]
      await waitFor('the indexer', async () => {
        const response = await fetch(
          `${base}/v1/account/${funded}/history?chainId=${chain.caipNetworkId}`,
        )
        const body = (await response.json()) as { data?: { id: string }[] }
        return body.data?.[0]?.id === lastSeed
      })
      const sessions = await signedSessions(chain.caipNetworkId, SESSION_SIGNATURES)
      const nextRequest = requestMaker(addresses, chain.caipNetworkId, sessions)
      const run = (duration: number) =>
        autocannon({
          url: base,
          connections: CONNECTIONS,
          duration,
          requests: [{ setupRequest: (request) => ({ ...request, ...nextRequest() }) }],
        })
      await run(2)
      const result = await run(DURATION_S)
      rows.push(
        `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${result.errors + result.timeouts} |`,
      )
      api.kill('SIGTERM')
      await new Promise((resolve) => api.once('exit', resolve))
    }
  } finally {
    await stopAll(ownGroup)
  }
  const lines = [
    `\napps/api (${apiEntry.endsWith('.js') ? 'dist' : 'sources under tsx'}) --workers ${options.workers}, the mix of bench/api/README.md, ${CONNECTIONS} connections, ${DURATION_S} s per row\n`,
    '| database | req/s | p50 (ms) | p99 (ms) | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
  if (options.profile && existsSync(profileDir)) {
    for (const engine of readdirSync(profileDir)) {
      process.stdout.write(`\nCPU profile, ${engine} (every api process together):\n`)
      process.stdout.write(summarizeCpuProfiles(join(profileDir, engine)))
    }
  }
  rmSync(directory, { recursive: true, force: true })
}

function requestMaker(
  addresses: readonly string[],
  chainId: string,
  sessions: { path: string; body: string }[],
): () => Request {
  const weights = Object.entries(MIX) as [keyof typeof MIX, number][]
  let visitor = 0
  return () => {
    visitor = (visitor + 1) % VISITORS
    const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress(visitor) }
    let roll = Math.random() * 100
    let kind: keyof typeof MIX = 'balance'
    for (const [name, weight] of weights) {
      if (roll < weight) {
        kind = name
        break
      }
      roll -= weight
    }
    const address = pick(addresses)
    switch (kind) {
      case 'balance':
        return {
          method: 'GET',
          path: `/v1/account/${address}/balance?currency=usd&chainId=${chainId}`,
          headers,
        }
      case 'history':
        return { method: 'GET', path: `/v1/account/${address}/history?chainId=${chainId}`, headers }
      case 'identity':
        return { method: 'GET', path: `/v1/identity/${address}?chainId=${chainId}`, headers }
      case 'reverseName':
        return { method: 'GET', path: `/v1/profile/reverse/${address}`, headers }
      case 'sessionsRead':
        return { method: 'GET', path: `/v1/sessions/${chainId}:${address}`, headers }
      case 'sessionCreate': {
        const session = sessions.pop()
        if (!session) return { method: 'GET', path: `/v1/sessions/${chainId}:${address}`, headers }
        return {
          method: 'POST',
          path: session.path,
          headers: { ...headers, 'content-type': 'application/json' },
          body: session.body,
        }
      }
      case 'analytics':
        return {
          method: 'POST',
          path: '/e',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            eventId: randomBytes(12).toString('hex'),
            url: 'https://dapp.example/',
            domain: 'dapp.example',
            timestamp: Date.now(),
            props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
          }),
        }
    }
  }
}

await main()
