import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { findInitNetwork, initConfigText } from '../config/init-config-text.ts'
import { DEFAULT_CONFIG_FILES } from '../config/load-config.ts'
import { ConfigError } from '../errors/index.ts'

/** Parameters of {@link runInitCommand}. */
export type RunInitCommandParameters = {
  /** The words after `init`. */
  args: readonly string[]
  cwd?: string | undefined
  stdout: { write(text: string): unknown }
}

/**
 * `openappkit-api init [--network <id>]... [--output <file>] [--force]`: writes a commented
 * configuration for the networks asked for (openappkit-api.jsonc in the working folder unless
 * --output), never over an existing file without --force. Throws {@link ConfigError}.
 */
export async function runInitCommand(parameters: RunInitCommandParameters): Promise<string> {
  const { values } = parseArgs({
    args: [...parameters.args],
    options: {
      network: { type: 'string', multiple: true },
      output: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  })
  const names = (values.network ?? []).flatMap((value) => value.split(',')).filter(Boolean)
  const networks = names.map(findInitNetwork)
  const path = resolve(parameters.cwd ?? process.cwd(), values.output ?? DEFAULT_CONFIG_FILES[0])
  if (existsSync(path) && !values.force) {
    throw new ConfigError(`${path} exists: give --force to replace it, or --output <file>`)
  }
  await writeFile(path, initConfigText({ networks }), { mode: 0o644 })
  const chains = networks.map((network) => network.caipNetworkId).join(', ') || 'no chain'
  parameters.stdout.write(
    `wrote ${path} (${chains}); check it with \`openappkit-api --check\`, then start \`openappkit-api\`\n`,
  )
  return path
}
