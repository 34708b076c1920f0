import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Kysely } from 'kysely'
import type { Database } from '../db/index.ts'
import type { ApiLogger } from '../server/services.ts'
import { IndexerConflictError } from './indexer-lease-error.ts'

/** Parameters of {@link createIndexerLease}. */
export type CreateIndexerLeaseParameters = {
  db: Kysely<Database>
  chainId: string
  /** Who holds it (default: host, process id and a random suffix). */
  holder?: string | undefined
  /** A holder that stops renewing loses the chain after this long. */
  ttlMs: number
  /** How often the holder renews (and a waiting process tries to take over). */
  renewMs: number
  logger: ApiLogger
  /** Called when this process starts holding the chain (wakes its indexer). */
  onAcquired?: (() => void) | undefined
}

/** One process's claim on indexing one chain. */
export type IndexerLease = {
  readonly holder: string
  /** Whether this process held the chain at its last renewal (and that has not expired). */
  held(): boolean
  /** Takes or renews the lease now; true when this process holds it. */
  renew(): Promise<boolean>
  /** Renews inside a round's transaction; throws {@link IndexerConflictError} when not held. */
  confirm(trx: Kysely<Database>): Promise<void>
  /** Starts renewing every `renewMs`. */
  start(): void
  /** Stops renewing and gives the chain up, so another process takes over at once. */
  stop(): Promise<void>
}

/** A unique holder id for this process. */
export function defaultLeaseHolder(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
}

/**
 * A lease in `indexer_leases`, taken with one atomic upsert: insert the row, or overwrite it only
 * when it is ours or has expired. Exactly one process holds a chain at a time; when the holder
 * dies, another takes over at most `ttlMs + renewMs` later. Times are this machine's wall clock
 * (the api's processes share one host or synchronised clocks), not the injected test clock.
 */
export function createIndexerLease(parameters: CreateIndexerLeaseParameters): IndexerLease {
  const { db, chainId, ttlMs, renewMs, logger } = parameters
  const holder = parameters.holder ?? defaultLeaseHolder()
  let heldUntil = 0
  let timer: ReturnType<typeof setInterval> | undefined
  let renewing: Promise<boolean> | undefined

  const upsert = async (executor: Kysely<Database>, now: number): Promise<boolean> => {
    const expiresAt = now + ttlMs
    const result = await executor
      .insertInto('indexer_leases')
      .values({ chain_id: chainId, holder, expires_at: expiresAt })
      .onConflict((conflict) =>
        conflict
          .column('chain_id')
          .doUpdateSet({ holder, expires_at: expiresAt })
          .where((eb) =>
            eb.or([
              eb('indexer_leases.holder', '=', holder),
              eb('indexer_leases.expires_at', '<=', now),
            ]),
          ),
      )
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
  }

  const renewNow = async (): Promise<boolean> => {
    const now = Date.now()
    const wasHeld = heldUntil > now
    let holds = false
    try {
      holds = await upsert(db, now)
    } catch (error) {
      logger.warn('indexer lease renewal failed', {
        chainId,
        error: error instanceof Error ? error.message : String(error),
      })
    }
    heldUntil = holds ? now + ttlMs : 0
    if (holds && !wasHeld) {
      logger.info('indexer lease acquired', { chainId, holder })
      parameters.onAcquired?.()
    } else if (!holds && wasHeld) logger.warn('indexer lease lost', { chainId, holder })
    return holds
  }

  const lease: IndexerLease = {
    holder,
    held: () => heldUntil > Date.now(),
    renew() {
      renewing ??= renewNow().finally(() => {
        renewing = undefined
      })
      return renewing
    },
    async confirm(trx) {
      const now = Date.now()
      const result = await trx
        .updateTable('indexer_leases')
        .set({ expires_at: now + ttlMs })
        .where('chain_id', '=', chainId)
        .where('holder', '=', holder)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) {
        heldUntil = 0
        throw new IndexerConflictError(`Indexer lease of ${chainId} is held by another process`)
      }
      heldUntil = now + ttlMs
    },
    start() {
      if (timer) return
      void lease.renew()
      timer = setInterval(() => void lease.renew(), renewMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await renewing
      heldUntil = 0
      try {
        await db
          .deleteFrom('indexer_leases')
          .where('chain_id', '=', chainId)
          .where('holder', '=', holder)
          .execute()
      } catch (error) {
        // It expires by itself; the next holder only waits for the TTL.
        logger.warn('indexer lease release failed', {
          chainId,
          error: error instanceof Error ? error.message : String(error),
        })
      }
    },
  }
  return lease
}
