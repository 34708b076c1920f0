#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { API_USAGE } from './cli/cli-usage.ts'

// `openappkit-api` (`pnpm api` in this repository): serves the api, or runs one of the
// commands of API_USAGE. `pnpm start -- --port 0` hands the separator through: drop it.
const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--'))
const [command = '', ...rest] = args

function fail(message: string): never {
  console.error(`api: ${message}`)
  process.exit(1)
}

if (command === '--help' || command === '-h' || command === 'help') {
  process.stdout.write(API_USAGE)
  process.exit(0)
}
if (command === '--version' || command === '-v') {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`${(manifest as { version: string }).version}\n`)
  process.exit(0)
}

if (command === 'projects' || command === 'project') {
  // Loaded only when asked for: the server never needs the admin commands.
  const { runProjectCommand } = await import('./projects/project-cli.ts')
  try {
    process.exit(
      await runProjectCommand(rest, {
        stdout: process.stdout,
        stderr: process.stderr,
        env: process.env,
      }),
    )
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
} else if (command === 'init') {
  const { runInitCommand } = await import('./cli/init-command.ts')
  try {
    await runInitCommand({ args: rest, stdout: process.stdout })
    process.exit(0)
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
} else if (command === 'migrate') {
  const { runServeCommand } = await import('./cli/serve-command.ts')
  await runServeCommand(rest, 'migrate')
} else if (command !== '' && !command.startsWith('-')) {
  fail(`unknown command "${command}" (openappkit-api --help)`)
} else {
  const { runServeCommand } = await import('./cli/serve-command.ts')
  try {
    await runServeCommand(args, 'serve')
  } catch (error) {
    // parseArgs refuses unknown options with a TypeError naming them.
    fail(`${error instanceof Error ? error.message : String(error)} (openappkit-api --help)`)
  }
}
