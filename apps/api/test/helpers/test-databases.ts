import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/** The engines the suite runs on. */
export type TestDatabaseKind = 'sqlite' | 'postgres'

/**
 * Engines to run every integration suite against: both, unless OPENAPPKIT_API_TEST_DATABASES
 * narrows it (e.g. `sqlite` on a machine without PostgreSQL).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('apiTestDatabases')
}

/** A database for one suite, and how to throw it away. */
export type TestDatabase = { url: string; drop(): Promise<void> }

/** A fresh database: SQLite in memory, or a new database in the throwaway PostgreSQL cluster. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') return { url: 'sqlite::memory:', drop: async () => {} }
  const adminUrl = inject('postgresAdminUrl')
  if (!adminUrl) throw new Error('PostgreSQL was not started by the global setup')
  // Generated here from hex digits only, so it is safe to splice into the statement.
  const name = `api_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
