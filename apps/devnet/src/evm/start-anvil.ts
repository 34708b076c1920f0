import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { DevnetError } from '../errors.ts'
import { resolveAnvilBinary } from './anvil-binary.ts'

/** Parameters of {@link startAnvil}. */
export type StartAnvilParameters = {
  chainId: number
  host: string
  /** 0 lets anvil pick a free port (read back from its output). */
  port: number
  mnemonic: string
  accountCount: number
  balanceEther: number
  /** How long to wait for "Listening on"; defaults to 15 s. */
  startTimeoutMs?: number | undefined
}

/** A running anvil node. */
export type AnvilNode = {
  chainId: number
  pid: number
  port: number
  rpcUrl: string
  wsUrl: string
  /** Stops the process (SIGTERM, then SIGKILL after 3 s) and resolves once it has exited. */
  stop: () => Promise<void>
}

const STOP_GRACE_MS = 3_000
const OUTPUT_TAIL_LINES = 20
// util-linux's setpriv sets PR_SET_PDEATHSIG before exec'ing anvil: the kernel kills anvil if
// our process dies without cleaning up (even on SIGKILL), so no orphan survives.
const SETPRIV = '/usr/bin/setpriv'

function command(binary: string, args: string[]): [string, string[]] {
  if (process.platform === 'linux' && existsSync(SETPRIV)) {
    return [SETPRIV, ['--pdeathsig', 'SIGKILL', '--', binary, ...args]]
  }
  return [binary, args]
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  if (await waitForExit(child, STOP_GRACE_MS)) return
  child.kill('SIGKILL')
  await waitForExit(child, STOP_GRACE_MS)
}

/** Spawns anvil with a fixed mnemonic and chain id; resolves once its RPC listens. */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilNode> {
  const args = [
    '--host',
    parameters.host,
    '--port',
    String(parameters.port),
    '--chain-id',
    String(parameters.chainId),
    '--mnemonic',
    parameters.mnemonic,
    '--accounts',
    String(parameters.accountCount),
    '--balance',
    String(parameters.balanceEther),
  ]
  const [file, fileArgs] = command(resolveAnvilBinary(), args)
  const child = spawn(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
  const tail: string[] = []
  const remember = (chunk: Buffer) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    tail.splice(0, Math.max(0, tail.length - OUTPUT_TAIL_LINES))
  }
  // anvil logs every call; keep draining so a full pipe never blocks it.
  child.stderr?.on('data', remember)
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(`anvil (chain ${parameters.chainId}) did not start in time`),
      parameters.startTimeoutMs ?? 15_000,
    )
    const fail = (message: string) => {
      clearTimeout(timer)
      child.off('exit', onExit)
      void stopChild(child)
      reject(new DevnetError(message, { details: tail.join('\n') }))
    }
    const onExit = () => fail(`anvil (chain ${parameters.chainId}) exited while starting`)
    child.once('exit', onExit)
    child.once('error', (error) => fail(`anvil could not be spawned: ${error.message}`))
    let buffered = ''
    const onData = (chunk: Buffer) => {
      remember(chunk)
      buffered += chunk.toString('utf8')
      const match = /Listening on [^\s:]+:(\d+)/.exec(buffered)
      if (!match) return
      clearTimeout(timer)
      child.off('exit', onExit)
      child.stdout?.off('data', onData)
      child.stdout?.on('data', remember)
      resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
  })
  const pid = child.pid
  if (pid === undefined) throw new DevnetError('anvil has no pid')
  return {
    chainId: parameters.chainId,
    pid,
    port,
    rpcUrl: `http://${parameters.host}:${port}`,
    wsUrl: `ws://${parameters.host}:${port}`,
    stop: () => stopChild(child),
  }
}
