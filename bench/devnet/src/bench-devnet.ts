import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'

// Spawns `pnpm devnet` as a user would, measures (1) the wall time until both anvil nodes answer
// eth_chainId and the Solana RPC answers getHealth (and its websocket opens), plus the time until
// the manifest is written (fixtures deployed) and the ERC-4337 bundler answers, and (2) the resident memory of the whole process
// tree, read from /proc. Then stops it with SIGTERM and checks no process is left behind.

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const READY_TIMEOUT_MS = 30_000
const POLL_MS = 10
const SETTLE_MS = 1_000
const GOAL_MS = 3_000
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url))
// BENCH_VIA=root runs what the root `pnpm devnet` script runs (pnpm --filter, one more pnpm).
const viaRoot = process.env.BENCH_VIA === 'root'

type ProcessInfo = { pid: number; command: string; rssMiB: number; devnet: boolean }

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function rpcAnswers(
  url: string,
  method: string,
  expected: (result: unknown) => boolean,
): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body = (await response.json()) as { result?: unknown }
    return expected(body.result)
  } catch {
    return false
  }
}

function wsOpens(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url)
    const done = (open: boolean) => {
      socket.removeAllListeners()
      socket.on('error', () => undefined)
      socket.terminate()
      resolve(open)
    }
    socket.once('open', () => done(true))
    socket.once('error', () => done(false))
  })
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

function processTree(root: number): number[] {
  return [root, ...children(root).flatMap(processTree)]
}

function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat[stat.lastIndexOf(')') + 2] !== 'Z'
  } catch {
    return false
  }
}

function describeProcess(pid: number): ProcessInfo | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const rssKiB = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0)
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const label = command
      .map((part) => part.split('/').at(-1) ?? part)
      .slice(0, 4)
      .join(' ')
    // The devnet proper: the node process running cli.ts and the anvil nodes, not the pnpm /
    // sh launchers in front of them.
    const devnet = label.startsWith('anvil') || command.some((part) => part.endsWith('cli.ts'))
    return { pid, command: label, rssMiB: Math.round((rssKiB / 1024) * 10) / 10, devnet }
  } catch {
    return undefined
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, started: number): Promise<number> {
  while (performance.now() - started < READY_TIMEOUT_MS) {
    if (await check()) return Math.round(performance.now() - started)
    await sleep(POLL_MS)
  }
  throw new Error(`devnet not ready after ${READY_TIMEOUT_MS} ms`)
}

async function stopGroup(
  child: ChildProcess,
  tree: number[],
): Promise<{ stopMs: number; orphans: number[] }> {
  const started = performance.now()
  process.kill(-(child.pid as number), 'SIGTERM')
  while (tree.some(isAlive) && performance.now() - started < 10_000) await sleep(POLL_MS)
  const orphans = tree.filter(isAlive)
  for (const pid of orphans) process.kill(pid, 'SIGKILL')
  return { stopMs: Math.round(performance.now() - started), orphans }
}

async function runOnce(run: number) {
  // Every port free, so a devnet already running on the default ports does not interfere.
  const [evmA, evmB, solanaHttp, solanaWs, smtp, mailHttp, oidc, bitcoin, bundler] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const manifestPath = join(mkdtempSync(join(tmpdir(), 'bench-devnet-')), 'manifest.json')
  const started = performance.now()
  const launcher = viaRoot
    ? ['--silent', '--filter', '@openappkit/devnet', 'devnet']
    : ['--silent', '--dir', 'apps/devnet', 'devnet']
  const child = spawn(
    'pnpm',
    [
      ...launcher,
      '--manifest',
      manifestPath,
      '--evm-ports',
      `${evmA},${evmB}`,
      '--solana-http-port',
      String(solanaHttp),
      '--solana-ws-port',
      String(solanaWs),
      '--smtp-port',
      String(smtp),
      '--mail-http-port',
      String(mailHttp),
      '--oidc-port',
      String(oidc),
      '--bitcoin-port',
      String(bitcoin),
      '--bundler-port',
      String(bundler),
    ],
    { cwd: repositoryRoot, detached: true, stdio: ['ignore', 'ignore', 'ignore'] },
  )
  try {
    const rpcAnsweringMs = await waitFor(async () => {
      const checks = await Promise.all([
        rpcAnswers(`http://127.0.0.1:${evmA}`, 'eth_chainId', (result) => result === '0x7a69'),
        rpcAnswers(`http://127.0.0.1:${evmB}`, 'eth_chainId', (result) => result === '0x7a6a'),
        rpcAnswers(`http://127.0.0.1:${solanaHttp}`, 'getHealth', (result) => result === 'ok'),
        wsOpens(`ws://127.0.0.1:${solanaWs}`),
      ])
      return checks.every(Boolean)
    }, started)
    const manifestWrittenMs = await waitFor(() => existsSync(manifestPath), started)
    // The bundler starts once EntryPoint and the account factory are deployed.
    const bundlerAnsweringMs = await waitFor(
      () =>
        rpcAnswers(
          `http://127.0.0.1:${bundler}/31337`,
          'eth_supportedEntryPoints',
          (result) => Array.isArray(result) && result.length === 1,
        ),
      started,
    )
    await sleep(SETTLE_MS)
    const tree = processTree(child.pid as number)
    const processes = tree.flatMap((pid) => describeProcess(pid) ?? [])
    const sum = (list: ProcessInfo[]) =>
      Math.round(list.reduce((total, info) => total + info.rssMiB, 0) * 10) / 10
    const devnetProcesses = processes.filter((info) => info.devnet)
    const { stopMs, orphans } = await stopGroup(child, tree)
    return {
      run,
      rpcAnsweringMs,
      manifestWrittenMs,
      bundlerAnsweringMs,
      rssMiB: { wholeTree: sum(processes), devnetWithoutLaunchers: sum(devnetProcesses) },
      processes,
      stopMs,
      orphans: orphans.length,
    }
  } catch (error) {
    await stopGroup(child, processTree(child.pid as number))
    throw error
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

const results = []
for (let run = 1; run <= RUNS; run++) {
  const result = await runOnce(run)
  console.log(JSON.stringify(result))
  results.push(result)
}
const summary = {
  command: viaRoot ? 'pnpm --filter @openappkit/devnet devnet' : 'pnpm --dir apps/devnet devnet',
  runs: results.length,
  rpcAnsweringMs: {
    median: median(results.map((result) => result.rpcAnsweringMs)),
    max: Math.max(...results.map((result) => result.rpcAnsweringMs)),
    goal: GOAL_MS,
  },
  manifestWrittenMs: { median: median(results.map((result) => result.manifestWrittenMs)) },
  bundlerAnsweringMs: { median: median(results.map((result) => result.bundlerAnsweringMs)) },
  rssMiB: {
    wholeTree: median(results.map((result) => result.rssMiB.wholeTree)),
    devnetWithoutLaunchers: median(results.map((result) => result.rssMiB.devnetWithoutLaunchers)),
  },
  orphans: results.reduce((total, result) => total + result.orphans, 0),
}
console.log(JSON.stringify({ summary }, null, 2))
if (summary.orphans > 0 || summary.rpcAnsweringMs.max > GOAL_MS) process.exitCode = 1
