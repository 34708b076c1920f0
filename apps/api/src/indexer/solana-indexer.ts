import type { SolanaChain } from '../chains/index.ts'
import type { ApiContext } from '../server/api-context.ts'
import { insertIndexedBatch } from './indexed-batch.ts'
import type { IndexerLease } from './indexer-lease.ts'
import { IndexerConflictError } from './indexer-lease-error.ts'
import { createPollingWorker, type Worker } from './polling-worker.ts'
import { type SolanaTransactionReply, solanaTransactionRows } from './read-solana-transaction.ts'

type SignatureInfo = { signature: string }

const PAGE_SIZE = 100
/** At most this many signatures are read for an account the first time it is followed. */
const MAX_SIGNATURES_PER_SYNC = 1_000

async function newSignatures(
  chain: SolanaChain,
  account: string,
  until: string | null,
): Promise<string[]> {
  const found: string[] = []
  let before: string | undefined
  while (found.length < MAX_SIGNATURES_PER_SYNC) {
    const page = await chain.rpc.request<SignatureInfo[]>('getSignaturesForAddress', [
      account,
      { limit: PAGE_SIZE, ...(until ? { until } : {}), ...(before ? { before } : {}) },
    ])
    found.push(...page.map((entry) => entry.signature))
    if (page.length < PAGE_SIZE) break
    before = page.at(-1)?.signature
  }
  return found
}

/**
 * Brings one followed Solana account up to date: its new signatures (newest first from the node)
 * are read oldest first and stored with their SOL and SPL transfers.
 */
export async function syncSolanaAccount(
  context: ApiContext,
  chain: SolanaChain,
  account: string,
): Promise<number> {
  const chainId = chain.config.caipNetworkId
  const watched = await context.db
    .selectFrom('watched_accounts')
    .select('last_signature')
    .where('chain_id', '=', chainId)
    .where('account', '=', account)
    .executeTakeFirst()
  const signatures = await newSignatures(chain, account, watched?.last_signature ?? null)
  if (signatures.length === 0) return 0
  const replies = await Promise.all(
    signatures.map((signature) =>
      chain.rpc.request<SolanaTransactionReply | null>('getTransaction', [
        signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0 },
      ]),
    ),
  )
  const previous = watched?.last_signature ?? null
  try {
    // The rows and the account's checkpoint commit together, and only if nobody (the indexer,
    // or a first history request in another process) moved the checkpoint meanwhile.
    await context.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('watched_accounts')
        .set({ last_signature: signatures[0] ?? null })
        .where('chain_id', '=', chainId)
        .where('account', '=', account)
        .where((eb) =>
          previous === null
            ? eb('last_signature', 'is', null)
            : eb('last_signature', '=', previous),
        )
        .executeTakeFirst()
      if (Number(moved.numUpdatedRows) === 0) {
        throw new IndexerConflictError(`Checkpoint of ${account} on ${chainId} moved meanwhile`)
      }
      for (const [index, reply] of replies.entries()) {
        const signature = signatures[index]
        if (!reply || !signature) continue
        await insertIndexedBatch(trx, solanaTransactionRows({ chainId, account, signature, reply }))
      }
    })
  } catch (error) {
    // The other writer stored the same signatures: nothing is lost.
    if (error instanceof IndexerConflictError) return 0
    throw error
  }
  await context.balanceCache.delete(chainId, [account])
  return signatures.length
}

/** Starts following an account (idempotent); true when it was not followed before. */
export async function watchSolanaAccount(
  context: ApiContext,
  chainId: string,
  account: string,
): Promise<boolean> {
  const result = await context.db
    .insertInto('watched_accounts')
    .values({ chain_id: chainId, account, last_signature: null, created_at: context.clock.now() })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0
}

/** Parameters of {@link createSolanaIndexer} besides the context and chain. */
export type CreateSolanaIndexerOptions = {
  /** When set, rounds run only while this process holds it. */
  lease?: IndexerLease | undefined
}

/** Polls the followed accounts of a Solana cluster for new signatures. */
export function createSolanaIndexer(
  context: ApiContext,
  chain: SolanaChain,
  options: CreateSolanaIndexerOptions = {},
): Worker {
  const chainId = chain.config.caipNetworkId
  return createPollingWorker({
    name: `indexer ${chainId}`,
    intervalMs: chain.config.indexer.pollIntervalMs,
    logger: context.logger,
    async step() {
      if (options.lease && !options.lease.held()) return false
      const accounts = await context.db
        .selectFrom('watched_accounts')
        .select('account')
        .where('chain_id', '=', chainId)
        .execute()
      let stored = 0
      for (const { account } of accounts) stored += await syncSolanaAccount(context, chain, account)
      return stored > 0
    },
  })
}
