import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { TestKitError } from '../errors/test-kit-error.ts'
import type { DevnetManifest } from './manifest-schema.ts'
import { readDevnetManifest } from './read-devnet-manifest.ts'

const CLI_PATH = join('apps', 'devnet', 'src', 'cli.ts')
const READY_LINE = 'devnet ready'

export type StartDevnetProcessParameters = {
  /** Free ports picked by the system (default), or the usual 8545/8546/8899/8900. */
  ephemeral?: boolean | undefined
  /** Root of the OpenAppKit monorepo; found above the working directory by default. */
  repoRoot?: string | undefined
  /** Where the devnet writes its manifest; a fresh temporary file by default. */
  manifestPath?: string | undefined
  /** Gives up when the devnet is not ready by then (default 60 s). */
  timeoutMs?: number | undefined
}

export type StartDevnetProcessReturnType = {
  manifest: DevnetManifest
  manifestPath: string
  pid: number
  /** Stops the devnet (SIGTERM, then SIGKILL after 5 s) and removes its manifest. */
  stop: () => Promise<void>
}

/** The nearest directory at or above `cwd` holding the devnet CLI, or `undefined`. */
export function findDevnetRepoRoot(cwd: string = process.cwd()): string | undefined {
  let directory = resolve(cwd)
  for (;;) {
    if (existsSync(join(directory, CLI_PATH))) return directory
    const parent = dirname(directory)
    if (parent === directory) return undefined
    directory = parent
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolveExit(true)
    })
  })
}

/**
 * Starts the local devnet (two anvil chains, Solana RPC) as a child process and resolves once its
 * manifest is written. Needs the OpenAppKit monorepo checkout (apps/devnet); integrators outside
 * it run their own nodes and give the test wallet their RPC URLs instead.
 */
export async function startDevnetProcess(
  parameters: StartDevnetProcessParameters = {},
): Promise<StartDevnetProcessReturnType> {
  const repoRoot = parameters.repoRoot ?? findDevnetRepoRoot()
  if (repoRoot === undefined || !existsSync(join(repoRoot, CLI_PATH))) {
    throw new TestKitError('startDevnetProcess needs the OpenAppKit monorepo (apps/devnet)', {
      details: `looked for ${CLI_PATH} above ${parameters.repoRoot ?? process.cwd()}`,
    })
  }
  const temporary = parameters.manifestPath
    ? undefined
    : await mkdtemp(join(tmpdir(), 'openappkit-devnet-'))
  const manifestPath = parameters.manifestPath ?? join(temporary as string, 'manifest.json')
  const args = [
    '--conditions=@openappkit/source',
    '--import',
    'tsx',
    join(repoRoot, CLI_PATH),
    '--manifest',
    manifestPath,
    ...(parameters.ephemeral === false ? [] : ['--ephemeral']),
  ]
  const child = spawn(process.execPath, args, {
    cwd: join(repoRoot, 'apps', 'devnet'),
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  const cleanup = async () => {
    if (temporary) await rm(temporary, { recursive: true, force: true })
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      if (!(await waitForExit(child, 5_000))) child.kill('SIGKILL')
    }
    await cleanup()
  }
  try {
    await new Promise<void>((resolveReady, rejectReady) => {
      const fail = (reason: string) => {
        rejectReady(
          new TestKitError(`devnet did not start: ${reason}`, { details: stderr.slice(-2_000) }),
        )
      }
      const timer = setTimeout(() => fail('timed out'), parameters.timeoutMs ?? 60_000)
      child.stderr?.setEncoding('utf8')
      child.stderr?.on('data', (chunk: string) => {
        // Keep draining (a full pipe would block the devnet) but only remember the tail.
        stderr = (stderr + chunk).slice(-4_000)
        if (stderr.includes(READY_LINE)) {
          clearTimeout(timer)
          resolveReady()
        }
      })
      child.once('error', (error) => {
        clearTimeout(timer)
        fail(error.message)
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        fail(`exited with code ${String(code)}`)
      })
    })
    const manifest = await readDevnetManifest({ path: manifestPath })
    return { manifest, manifestPath, pid: child.pid as number, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
