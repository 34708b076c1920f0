import type { Kysely } from 'kysely'
import type { Database } from '../db/tables.ts'
import { ApiError } from '../errors/index.ts'
import type { ApiClock, ApiLogger } from '../server/services.ts'
import type { Project } from './project.ts'
import { listProjects } from './project-store.ts'

/** Parameters of {@link createProjectSettings}. */
export type CreateProjectSettingsParameters = {
  db: Kysely<Database>
  clock: ApiClock
  logger: ApiLogger
  /** How long a read of the table is used before the next one (changes show up after this). */
  ttlMs: number
}

/** The projects table as one snapshot. */
export type ProjectSnapshot = {
  /** Projects by id. */
  projects: ReadonlyMap<string, Project>
}

/** The projects table, read through a short-lived snapshot. */
export type ProjectSettings = {
  /** The current snapshot: read from the database at most once per `ttlMs`. */
  snapshot(): Promise<ProjectSnapshot>
  /** Drops the snapshot so the next read goes to the database. */
  invalidate(): void
}

/**
 * Every project in one snapshot, reloaded at most once per `ttlMs` (concurrent requests share one
 * read), so the hot path does not query the database and an unknown id costs no query at all.
 * When a reload fails the previous snapshot keeps serving until the next attempt.
 */
export function createProjectSettings(
  parameters: CreateProjectSettingsParameters,
): ProjectSettings {
  const { db, clock, logger, ttlMs } = parameters
  let current: { snapshot: ProjectSnapshot; loadedAt: number } | undefined
  let loading: Promise<ProjectSnapshot> | undefined

  const load = async (): Promise<ProjectSnapshot> => {
    const startedAt = clock.now()
    try {
      const projects = await listProjects(db)
      const snapshot = { projects: new Map(projects.map((project) => [project.id, project])) }
      current = { snapshot, loadedAt: startedAt }
      return snapshot
    } catch (error) {
      if (!current) {
        throw new ApiError('Project settings are unavailable, try again later', {
          status: 503,
          cause: error,
        })
      }
      logger.warn('project settings reload failed, serving the previous ones', {
        message: error instanceof Error ? error.message : String(error),
      })
      current = { snapshot: current.snapshot, loadedAt: startedAt }
      return current.snapshot
    } finally {
      loading = undefined
    }
  }

  return {
    async snapshot() {
      if (current && clock.now() - current.loadedAt < ttlMs) return current.snapshot
      loading ??= load()
      return loading
    },
    invalidate() {
      current = undefined
    },
  }
}
