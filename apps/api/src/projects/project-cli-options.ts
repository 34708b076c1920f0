import { parseArgs } from 'node:util'
import type { z } from 'zod'
import { smartAccountNetworksSchema } from '../config/smart-account-config.ts'
import { ApiError } from '../errors/index.ts'
import {
  projectFeaturesSchema,
  projectIdSchema,
  projectNameSchema,
  projectOriginSchema,
  projectRateLimitSchema,
} from './project.ts'
import type { ProjectFeature } from './project-features.ts'

/** The subcommands of `pnpm api project`. */
export const PROJECT_SUBCOMMANDS = ['add', 'list', 'set', 'remove', 'help'] as const

export type ProjectSubcommand = (typeof PROJECT_SUBCOMMANDS)[number]

/** Validated arguments of one `pnpm api project` call. */
export type ProjectCommandOptions = {
  subcommand: ProjectSubcommand
  /** The project id (add, set, remove). */
  id: string | undefined
  database: string | undefined
  json: boolean
  name: string | undefined
  /** `--origin` values: the whole list (add, set). */
  origins: string[] | undefined
  addOrigins: string[]
  removeOrigins: string[]
  /** `null`: every feature (`--features all`). */
  features: ProjectFeature[] | null | undefined
  /** `null`: the configuration's limit (`--rate-limit default`). */
  rateLimit: number | null | undefined
  /** `null`: the configuration's networks (`default`); `[]`: none (EOA only). */
  smartAccountNetworks: string[] | null | undefined
  /** The api configuration the networks are checked against (`--config`). */
  config: string | undefined
}

const OPTIONS = {
  database: { type: 'string' },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'add-origin': { type: 'string', multiple: true },
  'remove-origin': { type: 'string', multiple: true },
  features: { type: 'string' },
  'rate-limit': { type: 'string' },
  'smart-account-networks': { type: 'string' },
  config: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

// Which options each subcommand takes (besides --database and --help).
const ACCEPTED: Record<ProjectSubcommand, readonly string[]> = {
  add: ['name', 'origin', 'features', 'rate-limit', 'smart-account-networks', 'config'],
  set: [
    'name',
    'origin',
    'add-origin',
    'remove-origin',
    'features',
    'rate-limit',
    'smart-account-networks',
    'config',
  ],
  list: ['json'],
  remove: [],
  help: [],
}

const EMPTY: ProjectCommandOptions = {
  subcommand: 'help',
  id: undefined,
  database: undefined,
  json: false,
  name: undefined,
  origins: undefined,
  addOrigins: [],
  removeOrigins: [],
  features: undefined,
  rateLimit: undefined,
  smartAccountNetworks: undefined,
  config: undefined,
}

const usageError = (message: string) => new ApiError(message, { status: 400 })

function check<T extends z.ZodType>(schema: T, value: unknown, option: string): z.output<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw usageError(`${option}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`)
}

function parseFeatures(value: string | undefined): ProjectFeature[] | null | undefined {
  if (value === undefined) return undefined
  if (value.trim() === 'all') return null
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return check(projectFeaturesSchema, names, '--features')
}

function parseRateLimit(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined
  if (value.trim() === 'default') return null
  if (!/^\d+$/.test(value.trim())) {
    throw usageError(
      `--rate-limit: expected a whole number of requests or "default", got "${value}"`,
    )
  }
  return check(projectRateLimitSchema, Number(value), '--rate-limit')
}

function parseSmartAccountNetworks(value: string | undefined): string[] | null | undefined {
  if (value === undefined) return undefined
  if (value.trim() === 'default') return null
  if (value.trim() === 'none') return []
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (ids.length === 0) {
    throw usageError(
      '--smart-account-networks: expected CAIP-2 ids (eip155:8453,...), "none" or "default"',
    )
  }
  const parsed = smartAccountNetworksSchema.safeParse(ids)
  if (parsed.success) return [...new Set(parsed.data)]
  const issue = parsed.error.issues[0]
  const named = typeof issue?.path[0] === 'number' ? `"${ids[issue.path[0]]}": ` : ''
  throw usageError(`--smart-account-networks: ${named}${issue?.message ?? 'invalid value'}`)
}

const isSubcommand = (value: string | undefined): value is ProjectSubcommand =>
  (PROJECT_SUBCOMMANDS as readonly (string | undefined)[]).includes(value)

/** Parses and validates `args` (what follows `project`); throws a 400 ApiError naming the fault. */
export function parseProjectCommand(args: readonly string[]): ProjectCommandOptions {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>
  try {
    parsed = parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true })
  } catch (error) {
    // node's wording goes on about positionals after `--`: keep its first sentence.
    const message = error instanceof Error ? error.message : String(error)
    throw usageError(message.split('. To specify')[0] ?? message)
  }
  const { values, positionals } = parsed
  const [first, id, ...extra] = positionals
  const subcommand = values.help ? 'help' : first
  if (!isSubcommand(subcommand)) {
    throw usageError(
      subcommand === undefined
        ? `Missing subcommand: one of ${PROJECT_SUBCOMMANDS.join(', ')}`
        : `Unknown subcommand "${subcommand}": one of ${PROJECT_SUBCOMMANDS.join(', ')}`,
    )
  }
  if (subcommand === 'help') return { ...EMPTY, subcommand }
  const takesId = subcommand === 'add' || subcommand === 'set' || subcommand === 'remove'
  if (takesId && id === undefined) throw usageError(`project ${subcommand}: missing <id>`)
  const unexpected = takesId ? extra : id === undefined ? [] : [id, ...extra]
  if (unexpected.length > 0) {
    throw usageError(`project ${subcommand}: unexpected argument "${unexpected[0]}"`)
  }
  for (const option of Object.keys(values)) {
    if (option === 'database' || option === 'help') continue
    if (!ACCEPTED[subcommand].includes(option)) {
      throw usageError(`project ${subcommand}: --${option} is not an option of ${subcommand}`)
    }
  }
  if (subcommand === 'add' && values.name === undefined) {
    throw usageError('project add: --name is required')
  }
  return {
    subcommand,
    id: takesId ? check(projectIdSchema, id, '<id>') : undefined,
    database: values.database,
    json: values.json ?? false,
    name: values.name === undefined ? undefined : check(projectNameSchema, values.name, '--name'),
    origins: values.origin?.map((origin) => check(projectOriginSchema, origin, '--origin')),
    addOrigins: (values['add-origin'] ?? []).map((origin) =>
      check(projectOriginSchema, origin, '--add-origin'),
    ),
    removeOrigins: (values['remove-origin'] ?? []).map((origin) =>
      check(projectOriginSchema, origin, '--remove-origin'),
    ),
    features: parseFeatures(values.features),
    rateLimit: parseRateLimit(values['rate-limit']),
    smartAccountNetworks: parseSmartAccountNetworks(values['smart-account-networks']),
    config: values.config,
  }
}
