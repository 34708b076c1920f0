import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export type StartAppProcessParameters = {
  /** What the errors call it ("api", "relay"). */
  name: string
  /** The app's own start script (its `cli.ts`). */
  cli: string
  args: readonly string[]
  env?: Readonly<Record<string, string>> | undefined
  /** Matches the line the app prints once it listens; group 1 is its URL. */
  ready: RegExp
}

export type AppProcess = { url: string; stop(): Promise<void> }

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Runs another app's own start command, as a person's `pnpm <app>` would: the lab is an app and
 * talks to the others over the network, never by importing them.
 */
export async function startAppProcess(parameters: StartAppProcessParameters): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=@openappkit/source', '--import', TSX, parameters.cli, ...parameters.args],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...parameters.env } },
  )
  const stop = async () => {
    child.kill('SIGTERM')
    await exited(child)
  }
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${parameters.name} did not start:\n${output}`)),
      60_000,
    )
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const listening = parameters.ready.exec(output)?.[1]
      if (listening) {
        clearTimeout(timer)
        resolve(listening)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${parameters.name} exited with ${code}:\n${output}`))
    })
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { url, stop }
}
