import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { BaseError } from '@openappkit/common'
import pg from 'pg'

/** The throwaway PostgreSQL cluster could not be created, started or stopped. */
export class PostgresClusterError extends BaseError {
  override name = 'PostgresClusterError'
}

/** A throwaway PostgreSQL cluster (tests, benchmarks, local development). */
export type PostgresCluster = {
  /** Superuser URL of the `postgres` database. */
  url: string
  /** Fast shutdown then start again on the same port and files (fault tests). */
  restart(): Promise<void>
  /** Fast shutdown, keeping the files: the server is gone until {@link PostgresCluster.resume}. */
  pause(): Promise<void>
  /** Starts the server again after {@link PostgresCluster.pause}, on the same port and files. */
  resume(): Promise<void>
  /** Shuts down and deletes the files. */
  stop(): Promise<void>
}

/** Parameters of {@link startPostgresCluster}. */
export type StartPostgresClusterParameters = {
  /** Install Debian's `postgresql` with apt when it is missing and we are root (default true). */
  install?: boolean | undefined
  /** Parent directory of the cluster's files (default /tmp). */
  directory?: string | undefined
  /**
   * Keep PostgreSQL's default durability (fsync, synchronous commit, full page writes), as a
   * production server runs; default false: off, for speed (tests).
   */
  durable?: boolean | undefined
}

const POSTGRES_ROOT = '/usr/lib/postgresql'
const SETPRIV = '/usr/bin/setpriv'
const CLUSTER_PREFIX = 'oak-api-pg-'
// A cluster directory without a server pid file older than this was abandoned while starting.
const STALE_AFTER_MS = 10 * 60_000
const READY_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 10_000

/** The bin directory of the newest installed PostgreSQL major version, if any. */
export function findPostgresBinDirectory(): string | undefined {
  if (!existsSync(POSTGRES_ROOT)) return undefined
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = join(POSTGRES_ROOT, version, 'bin')
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'postgres'))) return bin
  }
  return undefined
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env })
  if (result.status !== 0) {
    throw new PostgresClusterError(`${command} ${args.join(' ')} failed`, {
      details: result.stderr?.toString('utf8').slice(-2_000),
    })
  }
}

function installPostgres(): void {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update', '-qq'], env)
  run('apt-get', ['install', '-y', '-qq', 'postgresql'], env)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

// As root, PostgreSQL refuses to run: initdb and the server run as the `postgres` user.
function asClusterUser(isRoot: boolean, binary: string, args: string[]): [string, string[]] {
  if (!isRoot) return [binary, args]
  return [
    SETPRIV,
    [
      '--reuid=postgres',
      '--regid=postgres',
      '--init-groups',
      '--pdeathsig',
      'SIGTERM',
      '--',
      binary,
      ...args,
    ],
  ]
}

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

async function waitUntilReady(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => undefined)
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new PostgresClusterError('PostgreSQL did not start', { details: logs() })
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Deletes clusters of ours whose server is gone (a run killed before it could clean up). */
function removeStaleClusters(parent: string): void {
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(CLUSTER_PREFIX)) continue
    const directory = join(parent, name)
    const pidFile = join(directory, 'data', 'postmaster.pid')
    let pid: number | undefined
    try {
      pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    } catch {
      pid = undefined
    }
    const age = Date.now() - statSync(directory).mtimeMs
    if (pid !== undefined ? !isRunning(pid) : age > STALE_AFTER_MS) {
      rmSync(directory, { recursive: true, force: true })
    }
  }
}

/**
 * Creates and starts a private cluster (`initdb` into a temporary directory, `postgres` on a free
 * loopback port, durability off for speed unless `durable`), as the unprivileged `postgres` user when run as root.
 * `stop()` shuts it down and deletes its files.
 */
export async function startPostgresCluster(
  parameters: StartPostgresClusterParameters = {},
): Promise<PostgresCluster> {
  let bin = findPostgresBinDirectory()
  const isRoot = userInfo().uid === 0
  if (!bin && isRoot && parameters.install !== false) {
    installPostgres()
    bin = findPostgresBinDirectory()
  }
  if (!bin) {
    throw new PostgresClusterError(
      'PostgreSQL is not installed: apt-get install postgresql (or run the suite with OPENAPPKIT_API_TEST_DATABASES=sqlite)',
    )
  }
  const parent = parameters.directory ?? '/tmp'
  removeStaleClusters(parent)
  const directory = mkdtempSync(join(parent, CLUSTER_PREFIX))
  const data = join(directory, 'data')
  if (isRoot) {
    const ids = spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()
    const gid = spawnSync('id', ['-g', 'postgres']).stdout.toString().trim()
    chownSync(directory, Number(ids), Number(gid))
  }
  const [initdb, initdbArgs] = asClusterUser(isRoot, join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '--no-locale',
    '-E',
    'UTF8',
  ])
  try {
    run(initdb, initdbArgs)
  } catch (error) {
    rmSync(directory, { recursive: true, force: true })
    throw error
  }
  const port = await freePort()
  const [postgres, postgresArgs] = asClusterUser(isRoot, join(bin, 'postgres'), [
    '-D',
    data,
    '-k',
    directory,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    ...(parameters.durable
      ? []
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    '-c',
    'max_connections=300',
  ])
  let logs = ''
  const launch = () => {
    const started = spawn(postgres, postgresArgs, { stdio: ['ignore', 'ignore', 'pipe'] })
    started.stderr?.on('data', (chunk: Buffer) => {
      logs = (logs + chunk.toString('utf8')).slice(-4_000)
    })
    return started
  }
  let child = launch()
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  // SIGINT is PostgreSQL's fast shutdown: sessions are cut, committed work is kept.
  const shutdown = async () => {
    child.kill('SIGINT')
    if (!(await exited(child, STOP_TIMEOUT_MS))) {
      child.kill('SIGKILL')
      await exited(child, STOP_TIMEOUT_MS)
    }
  }
  const stop = async () => {
    await shutdown()
    rmSync(directory, { recursive: true, force: true })
  }
  const resume = async () => {
    child = launch()
    await waitUntilReady(url, child, () => logs)
  }
  const restart = async () => {
    await shutdown()
    await resume()
  }
  try {
    await waitUntilReady(url, child, () => logs)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, restart, pause: shutdown, resume, stop }
}
