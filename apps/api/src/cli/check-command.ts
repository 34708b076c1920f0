import type { ApiConfig, ConfigSources } from '../config/index.ts'
import { secretsInFile } from '../config/secret-variables.ts'
import { describeDatabase } from './configuration-hints.ts'

/** `openappkit-api --check`: what a valid configuration sets up, one line each, for stdout. */
export function describeConfig(config: ApiConfig, sources: ConfigSources): string {
  const lines = [
    `config file: ${sources.configPath ?? 'none (defaults and environment variables)'}`,
    ...(sources.manifestPath ? [`chains from the devnet manifest ${sources.manifestPath}`] : []),
    `listens on ${config.server.host}:${config.server.port}${config.server.publicUrl ? ` (public ${config.server.publicUrl})` : ''}`,
    `database: ${describeDatabase(config.database.url)}`,
    `shared caches and rate limits: ${config.redis ? 'Redis' : 'in each process'}`,
    `chains: ${config.chains.length === 0 ? 'none' : config.chains.map((chain) => `${chain.caipNetworkId} (${chain.name})`).join(', ')}`,
    `allowed origins: ${config.allowedOrigins.length === 0 ? 'none' : config.allowedOrigins.join(', ')}`,
    `rate limit: ${config.rateLimit.max === 0 ? 'off' : `${config.rateLimit.max} requests per ${config.rateLimit.windowMs} ms per client address`}`,
    `email login: ${config.email.smtp ? `SMTP ${config.email.smtp.host}:${config.email.smtp.port}` : 'off (no email.smtp)'}`,
    `social login: ${Object.keys(config.social.providers).join(', ') || 'off'}`,
  ]
  for (const secret of secretsInFile(sources.file)) {
    lines.push(
      `warning: the config file holds a secret at ${secret.path}: move it to ${secret.variable}`,
    )
  }
  return `${lines.join('\n')}\nconfiguration is valid\n`
}
