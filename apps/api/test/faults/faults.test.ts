import { setTimeout as delay } from 'node:timers/promises'
import type pg from 'pg'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testWallet } from '../helpers/evm.ts'
import { killAllApiProcesses } from './api-process.ts'
import { runChainLoad } from './chain-load.ts'
import { runDatabaseFaults } from './database-faults.ts'
import { type FaultStack, startFaultStack } from './fault-stack.ts'
import { type KillLoopReport, type KillTally, runKillLoop } from './kill-loop.ts'
import { createRetryingClient } from './retrying-client.ts'
import { checkIndexedChains, checkScenario, type ScenarioCheck } from './verify.ts'
import { createLedger, runWorkload, type ScenarioLedger, type ScenarioName } from './workloads.ts'

// The load runs, with processes killed on every slot at once, until KILL_TARGET kills (at least
// MIN_PHASE_MS): kills are paced by process start-up, ~0.9 s on the idle 2-core machine (200
// kills in about 1.5 minutes) but 8-12 s when other heavy jobs share it, so the cap is generous.
const KILL_TARGET = 200
const MIN_PHASE_MS = 30_000
const MAX_PHASE_MS = 600_000
// Below Linux's ephemeral range (32768-60999): a restarted process must get its port back, and an
// outgoing connection of any process may hold a port of that range as its source.
const API_PORTS = [24_001, 24_002, 24_003, 24_004]
// Once ready, a process serves this long before its SIGKILL: inside requests, not between them.
const LIFETIME_MS = { min: 300, max: 1_500 }
const CLIENTS: Record<ScenarioName, number> = { names: 2, sessions: 2, analytics: 2, onramp: 2 }
const TERMINATE_EVERY_MS = 2_500
const RESTART_POSTGRES_AFTER_MS = 40_000
const CATCH_UP_TIMEOUT_MS = 60_000

const randomLifetime = () => LIFETIME_MS.min + Math.random() * (LIFETIME_MS.max - LIFETIME_MS.min)

let stack: FaultStack
let db: pg.Client

beforeAll(async () => {
  stack = await startFaultStack()
}, 120_000)

afterAll(async () => {
  await db?.end().catch(() => undefined)
  await killAllApiProcesses()
  await stack?.stop()
})

/** Polls until the indexer's checkpoint is past every head (a condition, not a fixed sleep). */
async function waitForIndexer(heads: bigint[]): Promise<void> {
  const deadline = Date.now() + CATCH_UP_TIMEOUT_MS
  for (;;) {
    const { rows } = await db.query('SELECT chain_id, next_block FROM indexer_state')
    const next = new Map(rows.map((row) => [row.chain_id as string, Number(row.next_block)]))
    const behind = stack.manifest.evm.chains.filter(
      (chain, index) => (next.get(chain.caipNetworkId) ?? 0) <= Number(heads[index] ?? 0n),
    )
    if (behind.length === 0) return
    if (Date.now() > deadline)
      throw new Error(`indexer did not catch up: ${JSON.stringify(Object.fromEntries(next))}`)
    await delay(100)
  }
}

describe('kill -9 faults', () => {
  it('keeps every acknowledged write over 200 kills of api and indexer processes', async () => {
    const startedAt = Date.now()
    const tally: KillTally = { kills: 0, readyApis: 0 }
    let stopped = false
    const done = () => {
      const elapsed = Date.now() - startedAt
      return (
        stopped || elapsed > MAX_PHASE_MS || (tally.kills >= KILL_TARGET && elapsed >= MIN_PHASE_MS)
      )
    }
    const wait = (ms: number) => delay(ms)
    const client = createRetryingClient(API_PORTS)
    const common = { entry: stack.entry, configPath: stack.configPath, tally, done, wait }
    const apiLoops = API_PORTS.map((port) =>
      runKillLoop({ ...common, port, lifetimeMs: randomLifetime }),
    )
    // The indexer polls every 250 ms: let it index a round or two, then kill it mid-batch.
    const indexerLoop = runKillLoop({
      ...common,
      indexerOnly: true,
      lifetimeMs: () => 200 + Math.random() * 800,
    })
    const settings = {
      client,
      caipNetworkId: stack.caipNetworkId,
      onRampNetwork: stack.onRampNetwork,
    }
    const ledgers = Object.fromEntries(
      Object.keys(CLIENTS).map((scenario) => [scenario, createLedger()]),
    ) as Record<ScenarioName, ScenarioLedger>
    const workloads = Object.entries(CLIENTS).flatMap(([scenario, count]) =>
      Array.from({ length: count }, () =>
        runWorkload(scenario as ScenarioName, settings, ledgers[scenario as ScenarioName], done),
      ),
    )
    const chainLoad = runChainLoad(stack.manifest, done, wait)
    const databaseFaults = runDatabaseFaults({
      stack,
      done,
      wait,
      everyMs: TERMINATE_EVERY_MS,
      restartAfterMs: RESTART_POSTGRES_AFTER_MS,
    })
    let loops: KillLoopReport[]
    try {
      await Promise.all(workloads)
    } finally {
      stopped = true
      loops = await Promise.all([...apiLoops, indexerLoop])
    }
    const [chain, database] = await Promise.all([chainLoad, databaseFaults])
    const faultPhaseMs = Date.now() - startedAt

    // Recovery: the buyer of a checkout left mid-delivery reloads it; the indexer catches up.
    db = await stack.connect()
    const { rows: pending } = await db.query(
      `SELECT id FROM onramp_sessions WHERE status = 'processing'`,
    )
    for (const row of pending) await client.request(`/v1/onramp/checkout/${row.id}`)
    const heads = await Promise.all(
      stack.manifest.evm.chains.map((_, index) =>
        testWallet(stack.manifest, 0, index).client.getBlockNumber({ cacheTime: 0 }),
      ),
    )
    await waitForIndexer(heads)

    const treasury = privateKeyToAccount(
      (stack.manifest.evm.accounts.at(-2)?.privateKey ?? '0x') as Hex,
    ).address
    const checks: Record<string, ScenarioCheck> = {}
    for (const scenario of Object.keys(CLIENTS) as ScenarioName[]) {
      checks[scenario] = await checkScenario(scenario, {
        db,
        ledger: ledgers[scenario],
        manifest: stack.manifest,
        treasury,
      })
    }
    checks.indexing = await checkIndexedChains(db, stack.manifest, heads)

    const kills = tally.kills
    const startups = loops.flatMap((loop) => loop.startupMs).sort((a, b) => a - b)
    const lines = [
      `fault phase ${Math.round(faultPhaseMs / 1_000)} s: ${kills} kill -9 (api ${loops
        .slice(0, -1)
        .reduce((sum, loop) => sum + loop.kills, 0)}, indexer ${loops.at(-1)?.kills}), ` +
        `${database.terminations} pg_terminate_backend rounds (${database.terminatedConnections} connections), ` +
        `${database.restarts} PostgreSQL restart, ${loops.reduce((sum, loop) => sum + loop.failedStarts, 0)} starts refused while it was down`,
      `process start-up: median ${startups[Math.floor(startups.length / 2)]} ms, p90 ${startups[Math.floor(startups.length * 0.9)]} ms`,
      ...(Object.keys(CLIENTS) as ScenarioName[]).map((scenario) => {
        const ledger = ledgers[scenario]
        return `${scenario}: made ${ledger.made}, acknowledged ${ledger.acknowledged.length}, found after recovery ${checks[scenario]?.found}, retries exhausted ${ledger.exhausted}, refused ${ledger.refused.length}`
      }),
      `indexing: ${chain.sent} transactions sent, ${checks.indexing.found} of the chain's transactions indexed (blocks 0..${heads.join('/')})`,
    ]
    process.stdout.write(`fault harness\n  ${lines.join('\n  ')}\n`)

    // One comparison, so a failure shows every kind of problem at once; a crash is shown by the
    // last lines its process wrote (the error that killed it).
    expect({
      crashes: loops.flatMap((loop) => loop.crashes).map((crash) => crash.slice(-1_500)),
      refused: Object.values(ledgers).flatMap((ledger) => ledger.refused),
      problems: Object.values(checks).flatMap((check) => check.problems),
      enoughKills: kills >= KILL_TARGET,
    }).toEqual({ crashes: [], refused: [], problems: [], enoughKills: true })
  }, 900_000)
})
