import type { Kysely } from 'kysely'
import { isLiveSession, type SiwxSessionRecord, type SiwxStore } from './siwx-store.ts'

/** The tables of the SQL store (SQLite and PostgreSQL through Kysely). */
export type SiwxTables = {
  siwx_nonces: { nonce: string; expires_at: number; used_at: number | null }
  siwx_sessions: {
    id: string
    token_hash: string
    account: string
    chain_id: string
    address: string
    message: string
    signature: string
    created_at: number
    expires_at: number
    revoked_at: number | null
  }
}

/** Creates the store's tables when missing; run it from your migrations. */
export async function createSiwxTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('siwx_nonces')
    .ifNotExists()
    .addColumn('nonce', 'text', (column) => column.primaryKey())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema
    .createTable('siwx_sessions')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('account', 'text', (column) => column.notNull())
    .addColumn('chain_id', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('signature', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('siwx_sessions_account')
    .ifNotExists()
    .on('siwx_sessions')
    .column('account')
    .execute()
}

type SessionRow = SiwxTables['siwx_sessions']

// PostgreSQL returns bigint columns as strings.
function toRecord(row: SessionRow): SiwxSessionRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    account: row.account,
    chainId: row.chain_id,
    address: row.address,
    message: row.message,
    signature: row.signature,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
  }
}

/** Nonces and sessions in SQL tables made by {@link createSiwxTables}; survives restarts. */
export function createSqlSiwxStore<Database>(database: Kysely<Database>): SiwxStore {
  // The caller's schema may not declare these tables; they are the store's own.
  const db = database as unknown as Kysely<SiwxTables>
  return {
    async addNonce(nonce, expiresAt) {
      await db
        .insertInto('siwx_nonces')
        .values({ nonce, expires_at: expiresAt, used_at: null })
        .execute()
    },
    async consumeNonce(nonce, now) {
      // One conditional update: two requests racing with the same nonce cannot both win.
      const result = await db
        .updateTable('siwx_nonces')
        .set({ used_at: now })
        .where('nonce', '=', nonce)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst()
      await db.deleteFrom('siwx_nonces').where('expires_at', '<=', now).execute()
      return result.numUpdatedRows === 1n
    },
    async addSession(record) {
      await db
        .insertInto('siwx_sessions')
        .values({
          id: record.id,
          token_hash: record.tokenHash,
          account: record.account,
          chain_id: record.chainId,
          address: record.address,
          message: record.message,
          signature: record.signature,
          created_at: record.createdAt,
          expires_at: record.expiresAt,
          revoked_at: record.revokedAt,
        })
        .execute()
    },
    async findSession(id) {
      const row = await db
        .selectFrom('siwx_sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      return row && toRecord(row)
    },
    async findSessionsOf(account, now) {
      const rows = await db
        .selectFrom('siwx_sessions')
        .selectAll()
        .where('account', '=', account)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'asc')
        .execute()
      return rows.map(toRecord).filter((record) => isLiveSession(record, now))
    },
    async revokeSession(id, now) {
      await db
        .updateTable('siwx_sessions')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}
