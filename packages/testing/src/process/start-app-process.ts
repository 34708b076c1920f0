import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { TestKitError } from '../errors/test-kit-error.ts'

// tsx as the caller's package has it (every app with a start script depends on it).
const tsxOf = (from = `${process.cwd()}/`) => pathToFileURL(createRequire(from).resolve('tsx')).href

export type StartAppProcessParameters = {
  /** What the errors call it ("api", "relay"). */
  name: string
  /** The app's own start script (its `cli.ts`), run with tsx and the workspace's source condition. */
  cli: string
  /** Where tsx is resolved from (the caller's `import.meta.url`); the current directory by default. */
  resolveFrom?: string | undefined
  args: readonly string[]
  env?: Readonly<Record<string, string>> | undefined
  /** Matches the line the app prints once it listens; group 1 is its URL. */
  ready: RegExp
}

export type StartAppProcessReturnType = { url: string; stop(): Promise<void> }

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Runs an app's own start command in a process of its own, as a person's `pnpm <app>` would,
 * and resolves with the URL it prints once it listens.
 */
export async function startAppProcess(
  parameters: StartAppProcessParameters,
): Promise<StartAppProcessReturnType> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@openappkit/source',
      '--import',
      tsxOf(parameters.resolveFrom),
      parameters.cli,
      ...parameters.args,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...parameters.env } },
  )
  const stop = async () => {
    child.kill('SIGTERM')
    await exited(child)
  }
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new TestKitError(`${parameters.name} did not start`, { details: output })),
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
      reject(new TestKitError(`${parameters.name} exited with ${code}`, { details: output }))
    })
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { url, stop }
}
