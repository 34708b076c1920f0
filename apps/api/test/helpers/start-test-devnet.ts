import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type DevnetManifest, readDevnetManifest } from '../../src/config/index.ts'

/** A devnet started for one suite: its manifest (as the api reads it), and how to stop it. */
export type TestDevnet = {
  manifest: DevnetManifest
  manifestPath: string
  stop(): Promise<void>
}

const devnetDirectory = fileURLToPath(new URL('../../../devnet', import.meta.url))
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 10_000

function exited(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/**
 * Runs the devnet CLI (`apps/devnet/src/cli.ts --ephemeral`, workspace packages from source) as
 * a child process group, the way an operator runs `pnpm devnet`, and reads the manifest it writes
 * with the api's own schema. An app does not import another app: the devnet is driven through
 * its command line only.
 */
export async function startTestDevnet(): Promise<TestDevnet> {
  const directory = mkdtempSync(join(tmpdir(), 'oak-api-devnet-'))
  const manifestPath = join(directory, 'manifest.json')
  const args = ['--conditions=@openappkit/source', '--import', tsxLoader, 'src/cli.ts']
  const child = spawn(process.execPath, [...args, '--manifest', manifestPath, '--ephemeral'], {
    cwd: devnetDirectory,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4_000)
  })
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      if (!(await exited(child, STOP_TIMEOUT_MS))) child.kill('SIGKILL')
    }
    rmSync(directory, { recursive: true, force: true })
  }
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!existsSync(manifestPath)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`devnet did not start: ${stderr}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  try {
    return { manifest: await readDevnetManifest(manifestPath), manifestPath, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
