import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { type ParseError, parse as parseJsonc, printParseErrorCode } from 'jsonc-parser'
import type { z } from 'zod'
import { ConfigError } from '../errors/index.ts'
import { type ApiConfig, apiConfigSchema } from './config-schema.ts'
import { configFromDevnetManifest } from './devnet-config.ts'
import { readDevnetManifest } from './devnet-manifest.ts'
import { applySecretVariables, variableForPath } from './secret-variables.ts'

/** The SQLite file used when no database is configured: in the working folder. */
export const DEFAULT_DATABASE_URL = 'sqlite:openappkit-api.sqlite'

/** Config files looked for in the working folder when none is named, in this order. */
export const DEFAULT_CONFIG_FILES = ['openappkit-api.jsonc', 'openappkit-api.json'] as const

/** Parameters of {@link loadConfig}. */
export type LoadConfigParameters = {
  /**
   * JSON config file (comments and trailing commas allowed); defaults to
   * `$OPENAPPKIT_API_CONFIG`, then the first of {@link DEFAULT_CONFIG_FILES} in `cwd`.
   */
  configPath?: string | undefined
  /**
   * Devnet manifest the chains come from when the config names none; defaults to
   * `$OPENAPPKIT_DEVNET_MANIFEST`. Without one, the api serves no chain.
   */
  manifestPath?: string | undefined
  env?: Readonly<Record<string, string | undefined>> | undefined
  /** Where the default config file is looked for (default: the process's working folder). */
  cwd?: string | undefined
}

type Json = Record<string, unknown>

function isPlainObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Deep merge of plain objects; arrays and scalars of `override` replace those of `base`. */
export function mergeConfig(base: Json, override: Json): Json {
  const merged: Json = { ...base }
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue
    const current = merged[key]
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeConfig(current, value) : value
  }
  return merged
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  if (!Number.isInteger(parsed)) throw new ConfigError(`${name} must be an integer, got "${value}"`)
  return parsed
}

/**
 * The plain settings environment variables override (each optional); the secrets' variables are
 * applied by `applySecretVariables` (src/config/secret-variables.ts).
 */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): Json {
  return {
    server: {
      host: env.OPENAPPKIT_API_HOST,
      port: integer('OPENAPPKIT_API_PORT', env.OPENAPPKIT_API_PORT ?? env.PORT),
      publicUrl: env.OPENAPPKIT_API_PUBLIC_URL,
    },
    allowedOrigins: list(env.OPENAPPKIT_API_ALLOWED_ORIGINS),
    projectIds: list(env.OPENAPPKIT_API_PROJECT_IDS),
    rateLimit: { max: integer('OPENAPPKIT_API_RATE_LIMIT_MAX', env.OPENAPPKIT_API_RATE_LIMIT_MAX) },
  }
}

function chainIdsOf(value: unknown): string[] {
  const chains = isPlainObject(value) && Array.isArray(value.chains) ? value.chains : []
  return chains.map((chain: unknown) =>
    isPlainObject(chain) && typeof chain.caipNetworkId === 'string' ? chain.caipNetworkId : '',
  )
}

function describeIssues(error: z.ZodError, value: unknown): string {
  const chainIds = chainIdsOf(value)
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.join('.') || '(root)'
      // A missing secret: say which variable sets it.
      const variable = variableForPath(path, chainIds)
      return `${path}: ${issue.message}${variable ? ` (set it with ${variable})` : ''}`
    })
    .join('; ')
}

/** Validates a configuration object, with a readable error naming the first bad fields. */
export function parseConfig(value: unknown): ApiConfig {
  const parsed = apiConfigSchema.safeParse(value)
  if (!parsed.success) {
    throw new ConfigError(`Invalid api configuration: ${describeIssues(parsed.error, value)}`, {
      cause: parsed.error,
    })
  }
  return parsed.data
}

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n')
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`
}

async function readJsonFile(path: string, what: string): Promise<Json> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new ConfigError(`Cannot read the ${what} ${path}`, { cause: error })
  }
  // JSON with comments and trailing commas, as `openappkit-api init` writes it.
  const errors: ParseError[] = []
  const value: unknown = parseJsonc(text, errors, { allowTrailingComma: true })
  const [first] = errors
  if (first) {
    throw new ConfigError(
      `The ${what} ${path} is not valid JSON: ${printParseErrorCode(first.error)} at ${lineAndColumn(text, first.offset)}`,
    )
  }
  if (!isPlainObject(value)) throw new ConfigError(`The ${what} ${path} is not a JSON object`)
  return value
}

/** The config file to read: the one named, else the first default file in `cwd` (if any). */
export function findConfigFile(
  parameters: Pick<LoadConfigParameters, 'configPath' | 'env' | 'cwd'> = {},
): string | undefined {
  const env = parameters.env ?? process.env
  const named = parameters.configPath || env.OPENAPPKIT_API_CONFIG
  if (named) return named
  const cwd = parameters.cwd ?? process.cwd()
  return DEFAULT_CONFIG_FILES.map((name) => resolve(cwd, name)).find((path) => existsSync(path))
}

/** What {@link readConfigSources} read: the file's own object (secrets not applied). */
export type ConfigSources = {
  /** The config file read, if any. */
  configPath: string | undefined
  /** The file as written. */
  file: Json
  /** The devnet manifest the chains came from, if any. */
  manifestPath: string | undefined
  /** Everything merged (devnet defaults, file, variables), before validation. */
  merged: Json
}

/** Reads the file, the manifest and the environment, merged but not validated. */
export async function readConfigSources(
  parameters: LoadConfigParameters = {},
): Promise<ConfigSources> {
  const env = parameters.env ?? process.env
  const configPath = findConfigFile(parameters)
  const file = configPath ? await readJsonFile(configPath, 'config file') : {}
  let base: Json = { database: { url: DEFAULT_DATABASE_URL } }
  const manifestPath = parameters.manifestPath || env.OPENAPPKIT_DEVNET_MANIFEST || undefined
  const fromManifest = file.chains === undefined && manifestPath !== undefined
  if (fromManifest) {
    if (!existsSync(manifestPath)) {
      throw new ConfigError(
        `No chains configured and no devnet manifest at ${resolve(manifestPath)}: start \`pnpm devnet\` or give a config file with "chains"`,
      )
    }
    const manifest = await readDevnetManifest(manifestPath).catch((error: unknown) => {
      throw new ConfigError(`Invalid devnet manifest ${manifestPath}`, { cause: error })
    })
    base = mergeConfig(base, configFromDevnetManifest(manifest))
  }
  const merged = applySecretVariables(mergeConfig(mergeConfig(base, file), configFromEnv(env)), env)
  return {
    configPath,
    file,
    manifestPath: fromManifest ? manifestPath : undefined,
    merged,
  }
}

/**
 * Loads the configuration: the devnet manifest's chains (when one is named and the file names no
 * chains), then the config file, then environment variables (secrets included); the database
 * defaults to `openappkit-api.sqlite` in the working folder, the chains to none.
 */
export async function loadConfig(parameters: LoadConfigParameters = {}): Promise<ApiConfig> {
  return parseConfig((await readConfigSources(parameters)).merged)
}
