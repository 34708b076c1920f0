import type { Kysely } from 'kysely'
import type { EvmChain } from '../chains/index.ts'
import type { Database } from '../db/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { deleteFromBlock, insertIndexedBatch, touchedAccounts } from './indexed-batch.ts'
import type { IndexerLease } from './indexer-lease.ts'
import { IndexerConflictError } from './indexer-lease-error.ts'
import { createPollingWorker, type Worker } from './polling-worker.ts'
import { readEvmBlocks } from './read-evm-blocks.ts'
import { rememberTokens } from './remember-tokens.ts'

/** Block hashes kept per chain to recognise a reorganisation. */
const KEPT_BLOCK_HASHES = 256

/** An EVM chain's indexer: a worker, plus one round on demand. */
export type EvmIndexer = Worker & {
  /** Indexes the next range of blocks; `true` when it did something. */
  syncOnce(): Promise<boolean>
}

async function setNextBlock(db: Kysely<Database>, chainId: string, nextBlock: number, now: number) {
  await db
    .insertInto('indexer_state')
    .values({ chain_id: chainId, next_block: nextBlock, updated_at: now })
    .onConflict((conflict) => conflict.column('chain_id').doNothing())
    .execute()
}

// Moves the checkpoint only from where this round started: a round that raced another process
// (a lost lease, a second indexer by mistake) is rolled back instead of rewinding or skipping.
async function moveCheckpoint(
  trx: Kysely<Database>,
  chainId: string,
  from: number,
  to: number,
  now: number,
) {
  const result = await trx
    .updateTable('indexer_state')
    .set({ next_block: to, updated_at: now })
    .where('chain_id', '=', chainId)
    .where('next_block', '=', from)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) {
    throw new IndexerConflictError(`Checkpoint of ${chainId} moved during the round (from ${from})`)
  }
}

/** Parameters of {@link createEvmIndexer} besides the context and chain. */
export type CreateEvmIndexerOptions = {
  /** When set, rounds run only while this process holds it, and confirm it as they commit. */
  lease?: IndexerLease | undefined
}

/**
 * Follows an EVM chain by polling: stores every transaction, native value transfers and ERC-20 /
 * ERC-721 Transfer logs, remembers block hashes, and on a reorganisation steps back a block at a
 * time until it joins the chain again. Balances of touched accounts leave the cache.
 */
export function createEvmIndexer(
  context: ApiContext,
  chain: EvmChain,
  options: CreateEvmIndexerOptions = {},
): EvmIndexer {
  const { lease } = options
  const { db, logger, clock } = context
  const chainId = chain.config.caipNetworkId
  const settings = chain.config.indexer

  const storedCheckpoint = async () =>
    (
      await db
        .selectFrom('indexer_state')
        .select('next_block')
        .where('chain_id', '=', chainId)
        .executeTakeFirst()
    )?.next_block

  const firstBlock = async (head: number): Promise<number> => {
    const stored = await storedCheckpoint()
    if (stored !== undefined) return stored
    const start = settings.startBlock === 'latest' ? head : settings.startBlock
    await setNextBlock(db, chainId, start, clock.now())
    // Another process may have written it first: resume from the stored one.
    return (await storedCheckpoint()) ?? start
  }

  const syncOnce = async () => {
    if (lease && !lease.held()) return false
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    const next = await firstBlock(head)
    context.metrics.setIndexerPosition(chainId, head, next - 1)
    if (next > head) return false
    const toBlock = Math.min(head, next + settings.maxBlocksPerPoll - 1)
    const read = await readEvmBlocks({ chain, fromBlock: next, toBlock })
    if (!read.consistent || read.blocks.length === 0) return false

    const parent = await db
      .selectFrom('indexer_blocks')
      .select('block_hash')
      .where('chain_id', '=', chainId)
      .where('block_number', '=', next - 1)
      .executeTakeFirst()
    if (parent && parent.block_hash !== read.blocks[0]?.parentHash) {
      logger.warn('chain reorganisation: stepping back', { chainId, block: next - 1 })
      await db.transaction().execute(async (trx) => {
        await lease?.confirm(trx)
        await moveCheckpoint(trx, chainId, next, next - 1, clock.now())
        await deleteFromBlock(trx, chainId, next - 1)
      })
      return true
    }

    await rememberTokens({ db, chain, tokens: read.tokens })
    // The batch, the block hashes and the checkpoint commit together: a crash anywhere in the
    // round leaves the previous checkpoint and none of the round's rows.
    await db.transaction().execute(async (trx) => {
      await lease?.confirm(trx)
      await moveCheckpoint(trx, chainId, next, toBlock + 1, clock.now())
      await insertIndexedBatch(trx, read.batch)
      await trx
        .insertInto('indexer_blocks')
        .values(
          read.blocks.map((block) => ({
            chain_id: chainId,
            block_number: block.number,
            block_hash: block.hash,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['chain_id', 'block_number'])
            .doUpdateSet((eb) => ({ block_hash: eb.ref('excluded.block_hash') })),
        )
        .execute()
      await trx
        .deleteFrom('indexer_blocks')
        .where('chain_id', '=', chainId)
        .where('block_number', '<', toBlock - KEPT_BLOCK_HASHES)
        .execute()
    })
    context.metrics.setIndexerPosition(chainId, head, toBlock)
    await context.balanceCache.delete(chainId, touchedAccounts(read.batch))
    return true
  }

  const worker = createPollingWorker({
    name: `indexer ${chainId}`,
    intervalMs: settings.pollIntervalMs,
    step: syncOnce,
    logger,
  })
  return { ...worker, syncOnce }
}
