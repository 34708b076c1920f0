import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url))
const READY_TIMEOUT_MS = 60_000

/** Parameters of {@link spawnApiProcess}. */
export type SpawnApiProcessParameters = {
  /** The bundled `src/cli.ts` (see build-api-bundle.ts). */
  entry: string
  configPath: string
  /** HTTP port; omitted for the indexer worker. */
  port?: number | undefined
  indexerOnly?: boolean | undefined
}

/** A running api process, as an operator's process manager sees it. */
export type ApiProcess = {
  pid: number
  /** How long the process took from spawn to ready (milliseconds). */
  startupMs: number
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>
  /** Whether it exited on its own (a crash the harness did not cause). */
  crashed(): string | undefined
}

// Every process started and not yet killed, so a failing test leaves none behind.
const running = new Set<ChildProcess>()

/** SIGKILLs every api process the harness started that is still running. */
export async function killAllApiProcesses(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      child.kill('SIGKILL')
      return exited(child)
    }),
  )
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Starts the api's command line (bundled from `src/cli.ts`) as its own process and resolves once
 * it says it is listening (or, for `--indexer-only`, that its indexers run).
 */
export async function spawnApiProcess(parameters: SpawnApiProcessParameters): Promise<ApiProcess> {
  const args = [
    parameters.entry,
    '--config',
    parameters.configPath,
    ...(parameters.indexerOnly
      ? ['--indexer-only']
      : ['--no-indexer', '--port', String(parameters.port)]),
  ]
  const startedAt = Date.now()
  const child = spawn(process.execPath, args, {
    cwd: API_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let logs = ''
  let killedByUs = false
  const readyLine = parameters.indexerOnly ? 'api indexers running' : 'api listening on'
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`api process did not start within ${READY_TIMEOUT_MS} ms:\n${logs}`))
    }, READY_TIMEOUT_MS)
    child.stderr?.on('data', (chunk: Buffer) => {
      logs = (logs + chunk.toString('utf8')).slice(-8_000)
      if (logs.includes(readyLine)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`api process exited while starting (${code ?? signal}):\n${logs}`))
    })
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('api process has no pid')
  return {
    pid,
    startupMs: Date.now() - startedAt,
    async kill() {
      killedByUs = true
      child.kill('SIGKILL')
      await exited(child)
    },
    crashed() {
      if (killedByUs || (child.exitCode === null && child.signalCode === null)) return undefined
      return `api process ${pid} exited by itself (${child.exitCode ?? child.signalCode}):\n${logs}`
    },
  }
}
