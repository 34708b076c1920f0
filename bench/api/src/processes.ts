import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { fileURLToPath, pathToFileURL } from 'node:url'

// The children of a benchmark run (devnet, PostgreSQL, api), each in its own process group and
// stopped by its id at the end.

/** The repository root. */
export const root = fileURLToPath(new URL('../../../', import.meta.url))
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const children: ChildProcess[] = []
const outputs = new WeakMap<ChildProcess, string>()

/** The end of what a child wrote on stderr, to say why it did not start. */
export const outputOf = (child: ChildProcess) => outputs.get(child) ?? ''

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs an entry of the workspace (TypeScript under tsx), in its own process group. */
export function start(
  script: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  /** Node's own options (`--cpu-prof`); cluster workers inherit them. */
  nodeArgs: readonly string[] = [],
): ChildProcess {
  // A built entry (`dist/*.js`) runs as it ships, plain JavaScript; a source one under tsx.
  const loader = script.endsWith('.ts')
    ? ['--conditions=@openappkit/source', '--import', tsxLoader]
    : []
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    outputs.set(child, (outputOf(child) + chunk.toString('utf8')).slice(-4_000))
  })
  children.push(child)
  return child
}

// The whole group by default; `group: false` lets a process (the PostgreSQL CLI) shut its own
// children down and clean up.
export async function stop(child: ChildProcess, group = true): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(group ? -child.pid : child.pid, 'SIGTERM')
  } catch {
    return
  }
  await Promise.race([exited, sleep(20_000)])
}

/** Stops every child still running, the last started first. */
export async function stopAll(ownGroup: readonly ChildProcess[] = []): Promise<void> {
  for (const child of children.reverse()) await stop(child, !ownGroup.includes(child))
}

export function freePort(): Promise<number> {
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

export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 120_000,
) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

export async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** Starts a throwaway PostgreSQL cluster through the api's own command; resolves with its URL. */
export async function startPostgres(
  durable: boolean,
): Promise<{ child: ChildProcess; url: string }> {
  const child = start('src/dev/postgres-cli.ts', durable ? ['--durable'] : [], `${root}apps/api`)
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()))
    child.once('exit', () => reject(new Error('PostgreSQL did not start')))
  })
  return { child, url }
}
