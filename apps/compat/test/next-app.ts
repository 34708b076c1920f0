import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { reserveLoopbackPort } from '@openappkit/testing/node'

/** The Next.js app's package (`@openappkit/compat-next`), with its own `next`. */
export const NEXT_APP_DIR = fileURLToPath(new URL('../next/', import.meta.url))

const NEXT_CLI = createRequire(`${NEXT_APP_DIR}package.json`).resolve('next/dist/bin/next')

export type StartedNextApp = { origin: string; stop(): Promise<void> }

// Vitest sets NODE_ENV=test, which `next build` would warn about; telemetry would phone home.
function nextEnvironment(env: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env }
}

function runNext(args: readonly string[], env: Readonly<Record<string, string>>): ChildProcess {
  return spawn(process.execPath, [NEXT_CLI, ...args], {
    cwd: NEXT_APP_DIR,
    env: nextEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function collectOutput(child: ChildProcess): () => string {
  let output = ''
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8')
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  return () => output
}

/** `next build` of the app for production; `env` is its build environment (NEXT_PUBLIC_...). */
export async function buildNextApp(env: Readonly<Record<string, string>>): Promise<void> {
  const child = runNext(['build'], env)
  const output = collectOutput(child)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0) throw new Error(`next build exited with ${code}:\n${output().slice(-4000)}`)
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** `next start` of the built app on a free loopback port, resolved once Next says it is ready. */
export async function startNextApp(): Promise<StartedNextApp> {
  const port = await reserveLoopbackPort()
  const child = runNext(['start', '--hostname', '127.0.0.1', '--port', String(port)], {})
  const output = collectOutput(child)
  const stop = async () => {
    child.kill('SIGTERM')
    await exited(child)
  }
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (!/Ready in/.test(output())) return
      child.stdout?.off('data', onData)
      resolve()
    }
    child.stdout?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`next start exited with ${code}:\n${output()}`)))
  }).catch(async (error: unknown) => {
    await stop()
    throw error
  })
  return { origin: `http://127.0.0.1:${port}`, stop }
}
