import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { type AddressInfo, createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

export type LocalRegistry = {
  /** `http://127.0.0.1:<port>/`, with the trailing slash npm expects. */
  url: string
  /** What a command needs to install from and publish to this registry, and no other. */
  env: Record<string, string>
  stop(): Promise<void>
}

const READY_WITHIN_MS = 30_000
const POLL_EVERY_MS = 100
const STOP_WITHIN_MS = 5_000
/** The scope of every package we publish. */
export const SCOPE = '@openappkit'
const PUBLISHER = { name: 'release-rehearsal', password: 'release-rehearsal' }

async function freeLoopbackPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function answersPing(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}-/ping`)).ok
  } catch {
    return false
  }
}

/**
 * verdaccio's configuration: storage in `dir`, no uplinks (a package that is not published here
 * is a 404, never fetched from elsewhere), anyone may read, the one throwaway user may publish.
 * JSON is YAML, so no YAML writer is needed.
 */
function registryConfig(dir: string) {
  return {
    storage: join(dir, 'storage'),
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: { '**': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' } },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
    max_body_size: '200mb',
  }
}

/**
 * Starts verdaccio from npm on 127.0.0.1, on a free port, keeping everything in `dir`; signs up
 * the throwaway publisher and writes the npmrc that carries its token. `stop()` ends the process.
 */
export async function startLocalRegistry(dir: string): Promise<LocalRegistry> {
  await mkdir(join(dir, 'storage'), { recursive: true })
  const configPath = join(dir, 'config.yaml')
  await writeFile(configPath, JSON.stringify(registryConfig(dir), null, 2))
  const port = await freeLoopbackPort()
  const url = `http://127.0.0.1:${port}/`
  const verdaccioBin = join(
    dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')),
    'bin/verdaccio',
  )
  const child = spawn(
    process.execPath,
    [verdaccioBin, '--config', configPath, '--listen', `127.0.0.1:${port}`],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8')
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const killLater = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS)
    child.kill('SIGTERM')
    await exited(child)
    clearTimeout(killLater)
  }

  try {
    await waitUntilReady(url, child, () => output)
    const token = await signUp(url)
    const npmrcPath = join(dir, 'npmrc')
    const nodedir = await machineNodedir()
    await writeFile(
      npmrcPath,
      `registry=${url}\n//127.0.0.1:${port}/:_authToken=${token}\n${nodedir ? `nodedir=${nodedir}\n` : ''}`,
    )
    return {
      url,
      // The npmrc replaces the user's own (~/.npmrc and its tokens are never read); the scope's
      // registry is set too, as a scoped setting in a project .npmrc would win over `registry`.
      env: {
        npm_config_registry: url,
        [`npm_config_${SCOPE}:registry`]: url,
        npm_config_userconfig: npmrcPath,
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * Where this machine's npm finds Node's headers for native addons (`nodedir`, often set in
 * ~/.npmrc where node-gyp cannot download them), so that replacing the user's npmrc does not
 * leave better-sqlite3 unbuilt: npm drops a failed optional dependency without a word.
 */
async function machineNodedir(): Promise<string | undefined> {
  try {
    const { stdout } = await promisify(execFile)('npm', ['config', 'get', 'nodedir'])
    const value = stdout.trim()
    return value && value !== 'undefined' && value !== 'null' ? value : undefined
  } catch {
    return undefined
  }
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_WITHIN_MS
  while (!(await answersPing(url))) {
    if (child.exitCode !== null) {
      throw new Error(`verdaccio exited with ${child.exitCode} before answering:\n${output()}`)
    }
    if (Date.now() > deadline) {
      throw new Error(
        `verdaccio did not answer ${url}-/ping within ${READY_WITHIN_MS} ms:\n${output()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS))
  }
}

/** `npm adduser` as a request: verdaccio creates the user in its htpasswd and answers a token. */
async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:${PUBLISHER.name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...PUBLISHER, type: 'user' }),
  })
  const body = (await response.json()) as { token?: string; error?: string }
  if (!response.ok || !body.token) {
    throw new Error(`verdaccio refused the publisher (${response.status}): ${JSON.stringify(body)}`)
  }
  return body.token
}
