import { LruCache } from '@openappkit/common'
import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** Parameters of {@link cacheSqliteStatements}. */
export type CacheSqliteStatementsParameters = {
  database: BetterSqlite3.Database
  /** How many distinct SQL texts keep their prepared statement (default 256). */
  capacity?: number | undefined
}

/**
 * The connection as Kysely's SQLite dialect sees it, preparing each SQL text once. Kysely asks
 * for a new statement on every query, and compiling SQL was about a tenth of a history request's
 * CPU time. Texts differ only by query shape (values are bound), so a few hundred hold every
 * query the api makes; an `in` list of another length is another text, hence the bound.
 */
export function cacheSqliteStatements(parameters: CacheSqliteStatementsParameters): SqliteDatabase {
  const { database } = parameters
  const statements = new LruCache<string, BetterSqlite3.Statement>(parameters.capacity ?? 256)
  return {
    prepare(sql) {
      // Reusing a statement is safe: the connection runs one at a time (better-sqlite3 refuses any
      // other while one is iterating) and each is reset once its rows are read.
      let statement = statements.get(sql)
      if (statement === undefined) {
        statement = database.prepare(sql)
        statements.set(sql, statement)
      }
      return statement
    },
    close() {
      database.close()
    },
  }
}
