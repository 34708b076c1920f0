import { z } from 'zod'
import { smartAccountNetworksSchema } from '../config/smart-account-config.ts'
import type { ProjectsTable } from '../db/tables.ts'
import { ApiError } from '../errors/index.ts'
import { isProjectFeature, PROJECT_FEATURES, type ProjectFeature } from './project-features.ts'

/** A project's settings as the api applies them. */
export type Project = {
  id: string
  name: string
  /** Exact origins that may call the api for this project and embed its wallet frame. */
  allowedOrigins: readonly string[]
  /** Features this project may use; undefined allows every feature. */
  allowedFeatures: readonly ProjectFeature[] | undefined
  /** Requests per client address per rate-limit window; undefined uses the configuration's. */
  rateLimitMax: number | undefined
  /**
   * CAIP-2 ids of the chains where this project's embedded wallet has a smart account; undefined
   * uses the configuration's `embedded.smartAccountNetworks`, `[]` is EOA only.
   */
  smartAccountNetworks?: readonly string[] | undefined
  createdAt: number
  updatedAt: number
}

/** A project id: what clients send as `projectId`. */
export const projectIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/,
    'expected 1-128 letters, digits, "-" or "_", starting with a letter or digit',
  )

/** A project's display name. */
export const projectNameSchema = z.string().trim().min(1, 'must not be empty').max(100)

/** An exact origin (`https://dapp.example:8443`), as browsers send it in `Origin`. */
export const projectOriginSchema = z.string().transform((value, context) => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    context.addIssue({ code: 'custom', message: `"${value}" is not a URL` })
    return z.NEVER
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    context.addIssue({ code: 'custom', message: `"${value}" must be http or https` })
    return z.NEVER
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username) {
    context.addIssue({
      code: 'custom',
      message: `"${value}" must be an origin (scheme://host[:port]) without path, query or credentials`,
    })
    return z.NEVER
  }
  return url.origin
})

/** A feature list: known names only. */
export const projectFeaturesSchema = z.array(z.string()).transform((values, context) => {
  const unknown = values.filter((value) => !isProjectFeature(value))
  if (unknown.length > 0) {
    context.addIssue({
      code: 'custom',
      message: `unknown feature ${unknown.map((name) => `"${name}"`).join(', ')} (known: ${PROJECT_FEATURES.join(', ')})`,
    })
    return z.NEVER
  }
  return [...new Set(values)] as ProjectFeature[]
})

/** Requests per client address per window; 0 turns the limit off for the project. */
export const projectRateLimitSchema = z.number().int().min(0).max(1_000_000)

/** The settings of a new project. */
export const projectInputSchema = z.object({
  id: projectIdSchema,
  name: projectNameSchema,
  allowedOrigins: z.array(projectOriginSchema).max(100).default([]),
  allowedFeatures: projectFeaturesSchema.optional(),
  rateLimitMax: projectRateLimitSchema.optional(),
  smartAccountNetworks: smartAccountNetworksSchema.optional(),
})

/** Validated settings of a new project. */
export type ProjectInput = z.output<typeof projectInputSchema>

function parseJsonList(text: string | null, column: string, id: string): string[] | undefined {
  if (text === null) return undefined
  const value: unknown = JSON.parse(text)
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new ApiError(`The stored ${column} of project ${id} is not a JSON array of strings`, {
      status: 500,
    })
  }
  return value
}

/** A `projects` row as a {@link Project}. */
export function projectFromRow(row: ProjectsTable): Project {
  const features = parseJsonList(row.allowed_features, 'allowed_features', row.id)
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: parseJsonList(row.allowed_origins, 'allowed_origins', row.id) ?? [],
    allowedFeatures: features?.filter(isProjectFeature),
    rateLimitMax: row.rate_limit_max ?? undefined,
    smartAccountNetworks: parseJsonList(
      row.smart_account_networks,
      'smart_account_networks',
      row.id,
    ),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}
