import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runProjectCommand } from '../../src/projects/project-cli.ts'
import type { TestDatabase, TestDatabaseKind } from './test-databases.ts'

/** What one `pnpm api project` call printed and returned. */
export type ProjectCommandResult = { code: number; stdout: string; stderr: string }

/** Runs `pnpm api project <args>` in-process against `databaseUrl`. */
export async function projectCommand(
  databaseUrl: string,
  ...args: string[]
): Promise<ProjectCommandResult> {
  let stdout = ''
  let stderr = ''
  const code = await runProjectCommand([...args, '--database', databaseUrl], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: {},
  })
  return { code, stdout, stderr }
}

/**
 * A database the api and the project command can both open: the suite's PostgreSQL database, or
 * a SQLite file (an in-memory one would be private to each connection).
 */
export async function sharedDatabaseUrl(
  kind: TestDatabaseKind,
  database: TestDatabase,
): Promise<{ url: string; remove(): Promise<void> }> {
  if (kind === 'postgres') return { url: database.url, remove: async () => {} }
  const directory = await mkdtemp(join(tmpdir(), 'openappkit-projects-'))
  return {
    url: `sqlite:${join(directory, 'api.sqlite')}`,
    remove: () => rm(directory, { recursive: true, force: true }),
  }
}
