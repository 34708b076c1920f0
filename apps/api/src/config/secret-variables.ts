import { SOCIAL_PROVIDERS } from '@openappkit/common'

type Json = Record<string, unknown>
type Env = Readonly<Record<string, string | undefined>>

/** The part of a CAIP-2 id an environment variable name can hold: `eip155:8453` → `EIP155_8453`. */
export function chainVariableSuffix(caipNetworkId: string): string {
  return caipNetworkId.toUpperCase().replace(/[^A-Z0-9]/g, '_')
}

/** A secret the configuration may hold, where it lives and the variable that sets it. */
export type SecretSetting = {
  /** Dotted path in the configuration (`email.smtp.password`). */
  path: string
  variable: string
}

/** Secrets at fixed places of the configuration. */
export const FIXED_SECRETS: readonly SecretSetting[] = [
  { path: 'database.url', variable: 'DATABASE_URL' },
  { path: 'redis.url', variable: 'REDIS_URL' },
  { path: 'server.metricsToken', variable: 'OPENAPPKIT_API_METRICS_TOKEN' },
  { path: 'email.smtp.password', variable: 'OPENAPPKIT_API_SMTP_PASSWORD' },
  { path: 'email.recoveryKey', variable: 'OPENAPPKIT_API_RECOVERY_KEY' },
  { path: 'onramp.treasury.eip155PrivateKey', variable: 'OPENAPPKIT_API_TREASURY_EIP155_KEY' },
  { path: 'onramp.treasury.solanaSecretKey', variable: 'OPENAPPKIT_API_TREASURY_SOLANA_KEY' },
  ...SOCIAL_PROVIDERS.map((provider) => ({
    path: `social.providers.${provider}.clientSecret`,
    variable: `OPENAPPKIT_API_SOCIAL_${provider.toUpperCase()}_CLIENT_SECRET`,
  })),
]

/** The variables of one chain: node URLs often carry a provider's API key. */
export function chainSecretVariables(caipNetworkId: string) {
  const suffix = chainVariableSuffix(caipNetworkId)
  return {
    rpcUrl: `OPENAPPKIT_API_RPC_URL_${suffix}`,
    wsUrl: `OPENAPPKIT_API_WS_URL_${suffix}`,
    bundlerUrl: `OPENAPPKIT_API_BUNDLER_URL_${suffix}`,
  }
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function valueAt(config: Json, path: string): unknown {
  let current: unknown = config
  for (const key of path.split('.')) {
    if (!isObject(current)) return undefined
    current = current[key]
  }
  return current
}

function setAt(config: Json, path: string, value: string): Json {
  const [key, ...rest] = path.split('.') as [string, ...string[]]
  if (rest.length === 0) return { ...config, [key]: value }
  const child = isObject(config[key]) ? (config[key] as Json) : {}
  return { ...config, [key]: setAt(child, rest.join('.'), value) }
}

/**
 * The configuration with every secret variable that is set applied over it: the fixed ones
 * (SMTP password, social client secrets, recovery key, treasury keys...) and each configured
 * chain's node, WebSocket and bundler URLs. A social secret without its provider in the file is
 * not applied: the provider's issuer and client id say it is wanted.
 */
export function applySecretVariables(config: Json, env: Env): Json {
  let result = config
  for (const { path, variable } of FIXED_SECRETS) {
    const value = env[variable]
    if (!value) continue
    if (path.startsWith('social.providers.')) {
      const provider = path.split('.')[2] ?? ''
      if (!isObject(valueAt(result, `social.providers.${provider}`))) continue
    }
    result = setAt(result, path, value)
  }
  const chains = result.chains
  if (!Array.isArray(chains)) return result
  return {
    ...result,
    chains: chains.map((chain: unknown) => {
      if (!isObject(chain) || typeof chain.caipNetworkId !== 'string') return chain
      const variables = chainSecretVariables(chain.caipNetworkId)
      let updated: Json = chain
      const rpcUrl = env[variables.rpcUrl]
      const wsUrl = env[variables.wsUrl]
      const bundlerUrl = env[variables.bundlerUrl]
      if (rpcUrl) updated = { ...updated, rpcUrl }
      if (wsUrl) updated = { ...updated, wsUrl }
      if (bundlerUrl && isObject(updated.accountAbstraction)) {
        updated = { ...updated, accountAbstraction: { ...updated.accountAbstraction, bundlerUrl } }
      }
      return updated
    }),
  }
}

/** A secret found written in a configuration file. */
export type SecretInFile = SecretSetting

// A URL holds a secret when it has a password (`postgres://user:secret@host`).
const urlHasPassword = (value: string) => {
  try {
    return new URL(value).password !== ''
  } catch {
    return false
  }
}

/**
 * The secrets a configuration file holds itself, each with the variable that should hold it
 * instead (`--check` warns of them). URLs count only when they carry a password; a node URL
 * counts when it has a query string or user info (where providers put their keys).
 */
export function secretsInFile(file: Json): SecretInFile[] {
  const found: SecretInFile[] = []
  for (const secret of FIXED_SECRETS) {
    const value = valueAt(file, secret.path)
    if (typeof value !== 'string' || value === '') continue
    if (secret.path.endsWith('.url') && !urlHasPassword(value)) continue
    found.push(secret)
  }
  const chains = Array.isArray(file.chains) ? file.chains : []
  for (const [index, chain] of chains.entries()) {
    if (!isObject(chain) || typeof chain.caipNetworkId !== 'string') continue
    const variables = chainSecretVariables(chain.caipNetworkId)
    for (const key of ['rpcUrl', 'wsUrl'] as const) {
      const value = chain[key]
      if (typeof value !== 'string') continue
      try {
        const url = new URL(value)
        if (url.search !== '' || url.username !== '' || url.password !== '') {
          found.push({ path: `chains[${index}].${key}`, variable: variables[key] })
        }
      } catch {
        // Not a URL: the schema reports it.
      }
    }
  }
  return found
}

/** The variable that sets a configuration path, for error messages (`undefined` if none). */
export function variableForPath(path: string, chainIds: readonly string[]): string | undefined {
  const fixed = FIXED_SECRETS.find((secret) => secret.path === path)
  if (fixed) return fixed.variable
  const chain = /^chains\.(\d+)\.(rpcUrl|wsUrl|accountAbstraction\.bundlerUrl)$/.exec(path)
  const id = chain ? chainIds[Number(chain[1])] : undefined
  if (!chain || id === undefined) return undefined
  const variables = chainSecretVariables(id)
  return chain[2] === 'rpcUrl'
    ? variables.rpcUrl
    : chain[2] === 'wsUrl'
      ? variables.wsUrl
      : variables.bundlerUrl
}
