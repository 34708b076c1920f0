import type { Kysely } from 'kysely'
import { isUniqueViolation } from '../db/index.ts'
import type { Database } from '../db/tables.ts'
import { ApiError } from '../errors/index.ts'
import { type Project, type ProjectInput, projectFromRow } from './project.ts'
import type { ProjectFeature } from './project-features.ts'

/**
 * Changes to a project; `null` resets a setting to its default (all features, the
 * configuration's rate limit and smart-account networks).
 */
export type ProjectChanges = {
  name?: string | undefined
  allowedOrigins?: readonly string[] | undefined
  allowedFeatures?: readonly ProjectFeature[] | null | undefined
  rateLimitMax?: number | null | undefined
  smartAccountNetworks?: readonly string[] | null | undefined
}

const notFound = (id: string) => new ApiError(`No project with id "${id}"`, { status: 404 })

/** Every project, by id. */
export async function listProjects(db: Kysely<Database>): Promise<Project[]> {
  const rows = await db.selectFrom('projects').selectAll().orderBy('id').execute()
  return rows.map(projectFromRow)
}

/** The project `id`, or undefined. */
export async function findProject(db: Kysely<Database>, id: string): Promise<Project | undefined> {
  const row = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? projectFromRow(row) : undefined
}

/** Stores a new project; 409 when the id is taken. */
export async function addProject(
  db: Kysely<Database>,
  input: ProjectInput,
  now: number,
): Promise<Project> {
  const row = {
    id: input.id,
    name: input.name,
    allowed_origins: JSON.stringify(input.allowedOrigins),
    allowed_features: input.allowedFeatures ? JSON.stringify(input.allowedFeatures) : null,
    rate_limit_max: input.rateLimitMax ?? null,
    smart_account_networks: input.smartAccountNetworks
      ? JSON.stringify(input.smartAccountNetworks)
      : null,
    created_at: now,
    updated_at: now,
  }
  try {
    await db.insertInto('projects').values(row).execute()
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(`A project with id "${input.id}" already exists`, { status: 409 })
    }
    throw error
  }
  return projectFromRow(row)
}

/** Applies `changes` to the project `id`; 404 when there is none. */
export async function updateProject(
  db: Kysely<Database>,
  id: string,
  changes: ProjectChanges,
  now: number,
): Promise<Project> {
  const values: Partial<Database['projects']> = { updated_at: now }
  if (changes.name !== undefined) values.name = changes.name
  if (changes.allowedOrigins !== undefined) {
    values.allowed_origins = JSON.stringify(changes.allowedOrigins)
  }
  if (changes.allowedFeatures !== undefined) {
    values.allowed_features =
      changes.allowedFeatures === null ? null : JSON.stringify(changes.allowedFeatures)
  }
  if (changes.rateLimitMax !== undefined) values.rate_limit_max = changes.rateLimitMax
  if (changes.smartAccountNetworks !== undefined) {
    values.smart_account_networks =
      changes.smartAccountNetworks === null ? null : JSON.stringify(changes.smartAccountNetworks)
  }
  const result = await db
    .updateTable('projects')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) throw notFound(id)
  const updated = await findProject(db, id)
  if (!updated) throw notFound(id)
  return updated
}

/** Deletes the project `id`; 404 when there is none. */
export async function removeProject(db: Kysely<Database>, id: string): Promise<void> {
  const result = await db.deleteFrom('projects').where('id', '=', id).executeTakeFirst()
  if (result.numDeletedRows === 0n) throw notFound(id)
}
