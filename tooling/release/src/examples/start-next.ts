import { spawn } from 'node:child_process'
import { type AddressInfo, createServer } from 'node:net'
import { join } from 'node:path'

export type StartNextReturnType = {
  /** `http://127.0.0.1:<port>` */
  origin: string
  stop(): Promise<void>
}

const READY_WITHIN_MS = 60_000
const POLL_EVERY_MS = 200
const STOP_WITHIN_MS = 5_000

async function freeLoopbackPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

/** `next start` of a built Next.js app on 127.0.0.1, resolved once its home page answers. */
export async function startNext(
  appDir: string,
  env: NodeJS.ProcessEnv,
): Promise<StartNextReturnType> {
  const port = await freeLoopbackPort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [
      join(appDir, 'node_modules/next/dist/bin/next'),
      'start',
      '-H',
      '127.0.0.1',
      '-p',
      String(port),
    ],
    { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8')
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const killLater = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS)
    child.kill('SIGTERM')
    await exited
    clearTimeout(killLater)
  }
  const deadline = Date.now() + READY_WITHIN_MS
  while (!(await answers(`${origin}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`next start in ${appDir} did not answer ${origin}/:\n${output.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS))
  }
  return { origin, stop }
}
