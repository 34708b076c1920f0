import { type Selectable, sql } from 'kysely'
import type { ChainTransactionsTable, TransfersTable } from '../db/tables.ts'
import type { ApiContext } from '../server/api-context.ts'
import type { HistoryCursor } from './history-cursor.ts'

/** Parameters of {@link queryHistoryPage}. */
export type QueryHistoryPageParameters = {
  /** Lower-case EVM address or base58 Solana address. */
  account: string
  /** Canonical CAIP-2 ids to include. */
  chainIds: readonly string[]
  cursor: HistoryCursor | undefined
  limit: number
}

/**
 * One page: transactions newest first with the account's transfers in each (from or to it), and
 * the cursor of the next page.
 */
export type QueryHistoryPageReturnType = {
  transactions: {
    transaction: Selectable<ChainTransactionsTable>
    transfers: Selectable<TransfersTable>[]
  }[]
  next: HistoryCursor | undefined
}

/**
 * Reads a page of an account's history, ordered by (minedAt, block, index, chain, hash)
 * descending: one query for the page with its transactions, one per chain for the account's
 * transfers in them.
 */
export async function queryHistoryPage(
  context: Pick<ApiContext, 'db'>,
  parameters: QueryHistoryPageParameters,
): Promise<QueryHistoryPageReturnType> {
  const { db } = context
  const { cursor } = parameters
  if (parameters.chainIds.length === 0) return { transactions: [], next: undefined }
  let query = db
    .selectFrom('account_transactions as a')
    .innerJoin('chain_transactions as t', (join) =>
      join.onRef('t.chain_id', '=', 'a.chain_id').onRef('t.tx_hash', '=', 'a.tx_hash'),
    )
    .selectAll('t')
    .where('a.account', '=', parameters.account)
    .where('a.chain_id', 'in', parameters.chainIds)
  if (cursor) {
    query = query.where(
      sql<boolean>`(a.mined_at, a.block_number, a.tx_index, a.chain_id, a.tx_hash) < (${cursor.minedAt}, ${cursor.blockNumber}, ${cursor.txIndex}, ${cursor.chainId}, ${cursor.txHash})`,
    )
  }
  const rows = await query
    .orderBy('a.mined_at', 'desc')
    .orderBy('a.block_number', 'desc')
    .orderBy('a.tx_index', 'desc')
    .orderBy('a.chain_id', 'desc')
    .orderBy('a.tx_hash', 'desc')
    .limit(parameters.limit + 1)
    .execute()
  const page = rows.slice(0, parameters.limit)
  const last = page.at(-1)
  const next =
    rows.length > parameters.limit && last
      ? {
          minedAt: last.mined_at,
          blockNumber: last.block_number,
          txIndex: last.tx_index,
          chainId: last.chain_id,
          txHash: last.tx_hash,
        }
      : undefined
  if (page.length === 0) return { transactions: [], next }

  const hashesByChain = new Map<string, string[]>()
  for (const row of page) {
    hashesByChain.set(row.chain_id, [...(hashesByChain.get(row.chain_id) ?? []), row.tx_hash])
  }
  const transfers = new Map<string, Selectable<TransfersTable>[]>()
  const transferRows = await Promise.all(
    [...hashesByChain].map(([chainId, hashes]) =>
      db
        .selectFrom('transfers')
        .selectAll()
        .where('chain_id', '=', chainId)
        .where('tx_hash', 'in', hashes)
        // Only the account's own transfers are shown: an airdrop's thousand others are not read.
        .where((where) =>
          where.or([
            where('from_address', '=', parameters.account),
            where('to_address', '=', parameters.account),
          ]),
        )
        // The primary key's order: no sort step, and each transaction's transfers in log order.
        .orderBy('tx_hash', 'asc')
        .orderBy('log_index', 'asc')
        .execute(),
    ),
  )
  for (const row of transferRows.flat()) {
    const key = `${row.chain_id}:${row.tx_hash}`
    transfers.set(key, [...(transfers.get(key) ?? []), row])
  }
  return {
    transactions: page.map((transaction) => ({
      transaction,
      transfers: transfers.get(`${transaction.chain_id}:${transaction.tx_hash}`) ?? [],
    })),
    next,
  }
}
