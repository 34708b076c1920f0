import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import { ConfigError } from '../errors/index.ts'
import { type ApiConfig, apiConfigSchema } from './config-schema.ts'
import { configFromDevnetManifest } from './devnet-config.ts'
import { readDevnetManifest } from './devnet-manifest.ts'

/** Where `pnpm devnet` writes its manifest: `.devnet/manifest.json` at the repository root. */
export const DEFAULT_DEVNET_MANIFEST_PATH = fileURLToPath(
  new URL('../../../../.devnet/manifest.json', import.meta.url),
)

/** The SQLite file used when no database is configured (`apps/api/data/`, git-ignored). */
export const DEFAULT_DATABASE_URL = `sqlite:${fileURLToPath(new URL('../../data/api.sqlite', import.meta.url))}`

/** Parameters of {@link loadConfig}. */
export type LoadConfigParameters = {
  /** JSON config file; defaults to `$OPENAPPKIT_API_CONFIG`. */
  configPath?: string | undefined
  /** Devnet manifest used when the config names no chains; defaults to `$OPENAPPKIT_DEVNET_MANIFEST`. */
  manifestPath?: string | undefined
  env?: Readonly<Record<string, string | undefined>> | undefined
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

/** The settings environment variables override (each optional). */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): Json {
  return {
    server: {
      host: env.OPENAPPKIT_API_HOST,
      port: integer('OPENAPPKIT_API_PORT', env.OPENAPPKIT_API_PORT ?? env.PORT),
      publicUrl: env.OPENAPPKIT_API_PUBLIC_URL,
    },
    database: { url: env.DATABASE_URL },
    redis: env.REDIS_URL ? { url: env.REDIS_URL } : undefined,
    allowedOrigins: list(env.OPENAPPKIT_API_ALLOWED_ORIGINS),
    projectIds: list(env.OPENAPPKIT_API_PROJECT_IDS),
    rateLimit: { max: integer('OPENAPPKIT_API_RATE_LIMIT_MAX', env.OPENAPPKIT_API_RATE_LIMIT_MAX) },
    email: { recoveryKey: env.OPENAPPKIT_API_RECOVERY_KEY },
    onramp: {
      treasury: {
        eip155PrivateKey: env.OPENAPPKIT_API_TREASURY_EIP155_KEY,
        solanaSecretKey: env.OPENAPPKIT_API_TREASURY_SOLANA_KEY,
      },
    },
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}

/** Validates a configuration object, with a readable error naming the first bad fields. */
export function parseConfig(value: unknown): ApiConfig {
  const parsed = apiConfigSchema.safeParse(value)
  if (!parsed.success) {
    throw new ConfigError(`Invalid api configuration: ${describeIssues(parsed.error)}`, {
      cause: parsed.error,
    })
  }
  return parsed.data
}

async function readJsonFile(path: string, what: string): Promise<Json> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new ConfigError(`Cannot read the ${what} ${path}`, { cause: error })
  }
  try {
    const value: unknown = JSON.parse(text)
    if (!isPlainObject(value)) throw new ConfigError(`The ${what} ${path} is not a JSON object`)
    return value
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(`The ${what} ${path} is not valid JSON`, { cause: error })
  }
}

/**
 * Loads the configuration: the devnet manifest's defaults (when the file names no chains), then
 * the JSON file, then environment variables; the database defaults to `apps/api/data/api.sqlite`.
 */
export async function loadConfig(parameters: LoadConfigParameters = {}): Promise<ApiConfig> {
  const env = parameters.env ?? process.env
  const configPath = parameters.configPath ?? env.OPENAPPKIT_API_CONFIG
  const file = configPath ? await readJsonFile(configPath, 'config file') : {}
  let base: Json = { database: { url: DEFAULT_DATABASE_URL } }
  if (file.chains === undefined) {
    const manifestPath =
      parameters.manifestPath ?? env.OPENAPPKIT_DEVNET_MANIFEST ?? DEFAULT_DEVNET_MANIFEST_PATH
    if (!existsSync(manifestPath)) {
      throw new ConfigError(
        `No chains configured and no devnet manifest at ${manifestPath}: start \`pnpm devnet\` or give a config file with "chains"`,
      )
    }
    const manifest = await readDevnetManifest(manifestPath).catch((error: unknown) => {
      throw new ConfigError(`Invalid devnet manifest ${manifestPath}`, { cause: error })
    })
    base = mergeConfig(base, configFromDevnetManifest(manifest))
  }
  return parseConfig(mergeConfig(mergeConfig(base, file), configFromEnv(env)))
}
