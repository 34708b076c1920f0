import type { Kysely } from 'kysely'
import type { EvmChain } from '../chains/index.ts'
import type { Database } from '../db/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { deleteFromBlock, insertIndexedBatch, touchedAccounts } from './indexed-batch.ts'
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
    .onConflict((conflict) =>
      conflict.column('chain_id').doUpdateSet({ next_block: nextBlock, updated_at: now }),
    )
    .execute()
}

/**
 * Follows an EVM chain by polling: stores every transaction, native value transfers and ERC-20 /
 * ERC-721 Transfer logs, remembers block hashes, and on a reorganisation steps back a block at a
 * time until it joins the chain again. Balances of touched accounts leave the cache.
 */
export function createEvmIndexer(context: ApiContext, chain: EvmChain): EvmIndexer {
  const { db, logger, clock } = context
  const chainId = chain.config.caipNetworkId
  const settings = chain.config.indexer

  const firstBlock = async (head: number) => {
    const state = await db
      .selectFrom('indexer_state')
      .select('next_block')
      .where('chain_id', '=', chainId)
      .executeTakeFirst()
    if (state) return state.next_block
    const start = settings.startBlock === 'latest' ? head : settings.startBlock
    await setNextBlock(db, chainId, start, clock.now())
    return start
  }

  const syncOnce = async () => {
    const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
    const next = await firstBlock(head)
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
        await deleteFromBlock(trx, chainId, next - 1)
        await setNextBlock(trx, chainId, next - 1, clock.now())
      })
      return true
    }

    await rememberTokens({ db, chain, tokens: read.tokens })
    await db.transaction().execute(async (trx) => {
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
      await setNextBlock(trx, chainId, toBlock + 1, clock.now())
    })
    for (const account of touchedAccounts(read.batch)) {
      context.balanceCache.delete(`${chainId}:${account}`)
    }
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
