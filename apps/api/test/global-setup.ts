import type { TestProject } from 'vitest/node'
import { type PostgresCluster, startPostgresCluster } from '../src/dev/postgres-cluster.ts'
import type { TestDatabaseKind } from './helpers/test-databases.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Engines every integration suite runs against. */
    apiTestDatabases: TestDatabaseKind[]
    /** Superuser URL of the throwaway PostgreSQL cluster; null when PostgreSQL is not tested. */
    postgresAdminUrl: string | null
  }
}

function databaseKinds(): TestDatabaseKind[] {
  const raw = process.env.OPENAPPKIT_API_TEST_DATABASES ?? 'sqlite,postgres'
  const kinds = raw.split(',').map((kind) => kind.trim())
  for (const kind of kinds) {
    if (kind !== 'sqlite' && kind !== 'postgres') {
      throw new Error(`OPENAPPKIT_API_TEST_DATABASES: unknown database "${kind}"`)
    }
  }
  return kinds as TestDatabaseKind[]
}

/**
 * Starts one private PostgreSQL cluster for the whole run (installing Debian's package first when
 * it is missing and we are root, as on a fresh CI machine); each suite creates its own database.
 */
export default async function setup(project: TestProject) {
  const kinds = databaseKinds()
  project.provide('apiTestDatabases', kinds)
  let cluster: PostgresCluster | undefined
  if (kinds.includes('postgres')) cluster = await startPostgresCluster()
  project.provide('postgresAdminUrl', cluster?.url ?? null)
  return async () => {
    await cluster?.stop()
  }
}
