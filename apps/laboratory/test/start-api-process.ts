import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const API_CLI = fileURLToPath(new URL('../../api/src/cli.ts', import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export type StartApiProcessParameters = {
  /** The devnet manifest the api takes its chains, tokens and on-ramp treasury from. */
  manifestPath: string
  /** Origins allowed by CORS (the lab page's). */
  allowedOrigins: readonly string[]
}

export type ApiProcess = { url: string; stop(): Promise<void> }

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * Runs apps/api's own start command on a free port with a fresh SQLite file, as a person's
 * `pnpm api` would (the lab is an app: it talks to the api over HTTP, never imports it).
 */
export async function startApiProcess({
  manifestPath,
  allowedOrigins,
}: StartApiProcessParameters): Promise<ApiProcess> {
  const directory = await mkdtemp(join(tmpdir(), 'openappkit-lab-api-'))
  const child = spawn(
    process.execPath,
    [
      '--conditions=@openappkit/source',
      '--import',
      TSX,
      API_CLI,
      '--manifest',
      manifestPath,
      '--port',
      '0',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        OPENAPPKIT_API_CONFIG: '',
        DATABASE_URL: `sqlite:${join(directory, 'api.sqlite')}`,
        OPENAPPKIT_API_ALLOWED_ORIGINS: allowedOrigins.join(','),
        OPENAPPKIT_API_RATE_LIMIT_MAX: '0',
      },
    },
  )
  const stop = async () => {
    child.kill('SIGTERM')
    await exited(child)
    await rm(directory, { recursive: true, force: true })
  }
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`api did not start:\n${output}`)), 60_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const listening = /api listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (listening) {
        clearTimeout(timer)
        resolve(listening)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`api exited with ${code}:\n${output}`))
    })
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { url, stop }
}
