import { spawn } from 'node:child_process'

export type RunCommandParameters = {
  /** Says what failed, in the error: "build the packages". */
  purpose: string
  command: string
  args: readonly string[]
  cwd: string
  env: NodeJS.ProcessEnv
}

/** How much of a failed command's output the error quotes: its end is where the cause is. */
const QUOTED_OUTPUT_CHARS = 4_000

/**
 * Runs a command to its end without blocking the event loop (the local registry may live in this
 * process's children, and a test's timers must keep running), and returns what it printed on stdout.
 * Throws with the purpose, the command and the end of its output (both streams) when it exits
 * non-zero.
 */
export async function runCommand(parameters: RunCommandParameters): Promise<string> {
  const { command, args, cwd, env, purpose } = parameters
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
    stdout += chunk.toString('utf8')
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (exitCode !== 0) {
    throw new Error(
      `release rehearsal could not ${purpose}: \`${[command, ...args].join(' ')}\` in ${cwd} exited with ${exitCode}.\n${output.slice(-QUOTED_OUTPUT_CHARS)}`,
    )
  }
  return stdout
}

/**
 * Whether a key of this process's environment must not reach its commands: what a test runner
 * adds (`NODE_ENV=test` would change what the build and the install do), and what `pnpm run`
 * hands its scripts (its settings as `npm_config_*`, `recursive` and `filter` among them, which
 * would carry `pnpm release:dry`'s own run into the rehearsal's installs and npm's calls).
 */
function leakedFromCaller(key: string): boolean {
  return (
    key === 'NODE_ENV' ||
    key === 'TEST' ||
    key.startsWith('VITEST') ||
    key.toLowerCase().startsWith('npm_') ||
    key === 'PNPM_SCRIPT_SRC_DIR'
  )
}

/** The environment of the commands the rehearsal runs: this process's, less what leaked into it. */
export function commandEnvironment(
  extra: Readonly<Record<string, string>> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (!leakedFromCaller(key)) env[key] = value
  }
  return { ...env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...extra }
}
