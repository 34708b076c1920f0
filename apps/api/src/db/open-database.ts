import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type BetterSqlite3 from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { ConfigError } from '../errors/index.ts'
import { migrations } from './migrations/index.ts'
import { cacheSqliteStatements } from './sqlite-statement-cache.ts'
import type { Database } from './tables.ts'

/** The two supported engines. */
export type DatabaseDialectName = 'sqlite' | 'postgres'

/** An open, migrated database. */
export type ApiDatabase = {
  db: Kysely<Database>
  dialect: DatabaseDialectName
  /** Closes the connection (pool). */
  destroy(): Promise<void>
}

/** Parameters of {@link openDatabase}. */
export type OpenDatabaseParameters = {
  /** `sqlite:<path>`, `sqlite::memory:`, or `postgres://` / `postgresql://`. */
  url: string
  /** PostgreSQL pool size (default 10). */
  poolSize?: number | undefined
}

type ParsedDatabaseUrl =
  | { dialect: 'sqlite'; path: string }
  | { dialect: 'postgres'; connectionString: string }

/** Which engine a database URL names, and where. */
export function parseDatabaseUrl(url: string): ParsedDatabaseUrl {
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', connectionString: url }
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length)
    if (path === '') throw new ConfigError('sqlite: database URL needs a path or :memory:')
    return { dialect: 'sqlite', path }
  }
  throw new ConfigError(
    'Unsupported database URL: use sqlite:<path>, sqlite::memory: or postgres://user@host/db',
  )
}

const PG_INT8_OID = 20

// Our bigint columns hold block numbers and millisecond timestamps, far below 2^53: read them as
// numbers rather than pg's default strings. Set per pool, so other pg users are unaffected.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

// SQLite's native addon is an optional dependency: an install for PostgreSQL may leave it out
// (`npm install --omit=optional`), so it is loaded only when a sqlite: database is opened.
async function loadBetterSqlite3(): Promise<typeof BetterSqlite3> {
  try {
    return (await import('better-sqlite3')).default
  } catch (error) {
    throw new ConfigError(
      'SQLite needs the better-sqlite3 package, which is not installed (it is optional): run `npm install better-sqlite3`, or use a postgres:// database',
      { cause: error },
    )
  }
}

async function openSqlite(path: string): Promise<Kysely<Database>> {
  const inMemory = path === ':memory:'
  const Sqlite = await loadBetterSqlite3()
  if (!inMemory) mkdirSync(dirname(resolve(path)), { recursive: true })
  const sqlite = new Sqlite(path)
  if (!inMemory) sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: cacheSqliteStatements({ database: sqlite }) }),
  })
}

function openPostgres(connectionString: string, poolSize: number): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: pgTypes })
  // An idle client whose connection drops (server restart, failover) is discarded by the pool
  // and the next query reconnects; without a listener the error would crash the process.
  pool.on('error', () => undefined)
  // A client checked out of the pool (inside a transaction, between two queries) has no pool
  // listener: its connection cut by the server (pg_terminate_backend, restart) would crash the
  // process. The query in flight fails on its own and the pool drops the dead client on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined)
  })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw new ConfigError('Database migration failed', { cause: error })
}

/** Opens the database a URL names and brings its schema up to date. */
export async function openDatabase(parameters: OpenDatabaseParameters): Promise<ApiDatabase> {
  const parsed = parseDatabaseUrl(parameters.url)
  const db =
    parsed.dialect === 'sqlite'
      ? await openSqlite(parsed.path)
      : openPostgres(parsed.connectionString, parameters.poolSize ?? 10)
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return { db, dialect: parsed.dialect, destroy: () => db.destroy() }
}
