import { resolve } from 'node:path'
import type { ApiConfig } from '../config/index.ts'

/** Where the database lives, for logs: the engine and the file or host, never a password. */
export function describeDatabase(url: string, cwd = process.cwd()): string {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length)
    return path === ':memory:' ? 'SQLite in memory' : `SQLite ${resolve(cwd, path)}`
  }
  try {
    const parsed = new URL(url)
    return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

/**
 * What an operator should configure next, one sentence each: said at start, so the first run on
 * defaults tells what the api does not do yet and how to change it.
 */
export function configurationHints(config: ApiConfig, configPath: string | undefined): string[] {
  const hints: string[] = []
  if (configPath === undefined) {
    hints.push(
      'no config file: write one with `openappkit-api init --network <id>` (openappkit-api.jsonc in this folder is read at start)',
    )
  }
  if (config.chains.length === 0) {
    hints.push(
      'no chains configured: /v1/supported-chains is empty and balances, history, names, swaps and the on-ramp refuse every network; add "chains" to the config (`openappkit-api init --network base` writes one)',
    )
  }
  if (config.allowedOrigins.length === 0) {
    hints.push(
      'no allowedOrigins: browsers on other origins are refused; add your dapp origins to "allowedOrigins" (or OPENAPPKIT_API_ALLOWED_ORIGINS)',
    )
  }
  if (!config.email.smtp) {
    hints.push(
      'no email.smtp: the embedded wallet email login answers 503; set email.smtp and OPENAPPKIT_API_SMTP_PASSWORD',
    )
  } else if (!config.email.recoveryKey) {
    hints.push(
      'no recovery key: embedded-wallet accounts cannot move to a new device; set OPENAPPKIT_API_RECOVERY_KEY (32 random bytes, base64)',
    )
  }
  if (!config.server.publicUrl && config.server.host !== '127.0.0.1') {
    hints.push(
      'no server.publicUrl: checkout and login links use http://host:port; set the https address your proxy serves',
    )
  }
  return hints
}
