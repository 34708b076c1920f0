import { sql } from 'kysely'
import type { ApiContext } from '../server/api-context.ts'

/** One dependency's state in a readiness report. */
export type DependencyCheck = { ok: boolean; latencyMs: number; error?: string | undefined }

/** A chain's state: its node answers, and how far behind its head the indexer is (EVM). */
export type ChainCheck = DependencyCheck & {
  caipNetworkId: string
  /** The node's latest block (EVM) or slot (Solana). */
  head?: number | undefined
  /** The last block the indexer has stored (EVM chains with an indexer). */
  indexedBlock?: number | undefined
  lagBlocks?: number | undefined
}

/**
 * `ready`: everything answers. `degraded`: the process serves, but Redis or a chain node does
 * not answer (those requests fail or fall back; taking every process out of rotation would not
 * help). `unready`: this process should get no traffic: it is shutting down or its database
 * does not answer.
 */
export type ReadinessStatus = 'ready' | 'degraded' | 'unready'

export type ReadinessReport = {
  status: ReadinessStatus
  draining: boolean
  database: DependencyCheck
  /** Absent without Redis. */
  redis?: DependencyCheck | undefined
  chains: ChainCheck[]
}

/** Each check gives up after this long: a proxy's probe must not hang on a dead node. */
export const READINESS_TIMEOUT_MS = 2_000
// Probes from several proxies within this long share one round of checks.
const REUSE_MS = 1_000

class CheckTimeoutError extends Error {}

async function timed(run: () => Promise<unknown>): Promise<DependencyCheck> {
  const startedAt = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const result = await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeoutError()), READINESS_TIMEOUT_MS)
      }),
    ])
    const latencyMs = Math.round(performance.now() - startedAt)
    if (result === false) return { ok: false, latencyMs, error: 'no answer' }
    return { ok: true, latencyMs }
  } catch (error) {
    const latencyMs = Math.round(performance.now() - startedAt)
    const message =
      error instanceof CheckTimeoutError
        ? `no answer within ${READINESS_TIMEOUT_MS} ms`
        : error instanceof Error
          ? error.message.split('\n')[0]
          : String(error)
    return { ok: false, latencyMs, error: message }
  } finally {
    clearTimeout(timer)
  }
}

/** Parameters of {@link createReadinessCheck}. */
export type CreateReadinessCheckParameters = {
  context: Pick<ApiContext, 'db' | 'chains' | 'sharedState'>
  /** True once the process is shutting down. */
  draining: () => boolean
}

/** `GET /ready`'s checks, run at most once a second however many probes arrive. */
export function createReadinessCheck(parameters: CreateReadinessCheckParameters) {
  const { context } = parameters
  let last: { at: number; report: Promise<ReadinessReport> } | undefined

  const indexedBlocks = async (): Promise<Map<string, number>> => {
    const rows = await context.db
      .selectFrom('indexer_state')
      .select(['chain_id', 'next_block'])
      .execute()
    return new Map(rows.map((row) => [row.chain_id, Number(row.next_block) - 1]))
  }

  const checkChains = async (database: DependencyCheck): Promise<ChainCheck[]> => {
    const indexed = database.ok
      ? await indexedBlocks().catch(() => new Map<string, number>())
      : new Map<string, number>()
    const evm = context.chains.evmChains.map(async (chain): Promise<ChainCheck> => {
      let head: number | undefined
      const check = await timed(async () => {
        head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
      })
      const caipNetworkId = chain.config.caipNetworkId
      const indexedBlock = chain.config.indexer.enabled ? indexed.get(caipNetworkId) : undefined
      return {
        caipNetworkId,
        ...check,
        head,
        indexedBlock,
        lagBlocks:
          head !== undefined && indexedBlock !== undefined
            ? Math.max(0, head - indexedBlock)
            : undefined,
      }
    })
    const solana = context.chains.solanaChains.map(async (chain): Promise<ChainCheck> => {
      let head: number | undefined
      const check = await timed(async () => {
        head = await chain.rpc.request<number>('getSlot', [])
      })
      return { caipNetworkId: chain.config.caipNetworkId, ...check, head }
    })
    return Promise.all([...evm, ...solana])
  }

  const run = async (): Promise<ReadinessReport> => {
    const [database, redis] = await Promise.all([
      timed(() => sql`select 1`.execute(context.db)),
      context.sharedState.kind === 'redis'
        ? timed(() => context.sharedState.ping())
        : Promise.resolve(undefined),
    ])
    const chains = await checkChains(database)
    const draining = parameters.draining()
    const status: ReadinessStatus =
      draining || !database.ok
        ? 'unready'
        : redis?.ok === false || chains.some((chain) => !chain.ok)
          ? 'degraded'
          : 'ready'
    return { status, draining, database, ...(redis ? { redis } : {}), chains }
  }

  return {
    check(): Promise<ReadinessReport> {
      const now = Date.now()
      // Draining shows at once, whatever the last round found.
      if (last && now - last.at < REUSE_MS && !parameters.draining()) return last.report
      last = { at: now, report: run() }
      return last.report
    },
  }
}
