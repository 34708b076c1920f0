import type { Insertable, Kysely } from 'kysely'
import type {
  AccountTransactionsTable,
  ChainTransactionsTable,
  Database,
  TransfersTable,
} from '../db/tables.ts'

/** What one indexing round found on one chain. */
export type IndexedBatch = {
  chainId: string
  transactions: Insertable<ChainTransactionsTable>[]
  transfers: Insertable<TransfersTable>[]
  accountTransactions: Insertable<AccountTransactionsTable>[]
}

// 500 rows × at most 11 columns stays under SQLite's 32 766 and PostgreSQL's 65 535 parameters.
const CHUNK_ROWS = 500

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = []
  for (let index = 0; index < rows.length; index += CHUNK_ROWS) {
    result.push(rows.slice(index, index + CHUNK_ROWS))
  }
  return result
}

/** Inserts a batch (idempotently: rows already stored are kept) using `db` (a transaction). */
export async function insertIndexedBatch(db: Kysely<Database>, batch: IndexedBatch): Promise<void> {
  for (const rows of chunks(batch.transactions)) {
    await db
      .insertInto('chain_transactions')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
  for (const rows of chunks(batch.transfers)) {
    await db
      .insertInto('transfers')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
  for (const rows of chunks(batch.accountTransactions)) {
    await db
      .insertInto('account_transactions')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
}

/** The accounts of a batch whose balances may have changed (lower-case EVM / base58). */
export function touchedAccounts(batch: IndexedBatch): Set<string> {
  const accounts = new Set<string>()
  for (const transfer of batch.transfers) {
    accounts.add(transfer.from_address)
    accounts.add(transfer.to_address)
  }
  for (const transaction of batch.transactions) accounts.add(transaction.from_address)
  return accounts
}

/** Deletes everything indexed on a chain from `fromBlock` on (a reorganised tail). */
export async function deleteFromBlock(
  db: Kysely<Database>,
  chainId: string,
  fromBlock: number,
): Promise<void> {
  for (const table of [
    'chain_transactions',
    'transfers',
    'account_transactions',
    'indexer_blocks',
  ] as const) {
    await db
      .deleteFrom(table)
      .where('chain_id', '=', chainId)
      .where('block_number', '>=', fromBlock)
      .execute()
  }
}
