import { type ChildProcess, spawn } from 'node:child_process'

export type StartInstalledServerParameters = {
  /** The folder the servers were installed in (its node_modules/.bin has the commands). */
  dir: string
  command: 'openappkit-api' | 'openappkit-relay'
  args: readonly string[]
  env: NodeJS.ProcessEnv
  /** The line that says it listens, with the URL as its first group. */
  ready: RegExp
}

export type InstalledServer = {
  url: string
  /** From spawning `npx` to the line saying it listens. */
  startMs: number
  output(): string
  /**
   * SIGTERM to npx and the server (npx does not pass signals on: the whole group gets it);
   * resolves once they are gone (SIGKILL after 20 s).
   */
  stop(): Promise<void>
}

const READY_WITHIN_MS = 60_000
const STOP_WITHIN_MS = 20_000

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** `npx <command> ...` in the install folder, as its README says, resolved once it listens. */
export async function startInstalledServer(
  parameters: StartInstalledServerParameters,
): Promise<InstalledServer> {
  const startedAt = performance.now()
  const child = spawn('npx', ['--no-install', parameters.command, ...parameters.args], {
    cwd: parameters.dir,
    env: parameters.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own group: npx's child (the server) gets the signals too.
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name)
    } catch {
      // Already gone.
    }
  }
  const stop = async () => {
    const { pid } = child
    if (pid === undefined) return
    signal('SIGTERM')
    const deadline = Date.now() + STOP_WITHIN_MS
    await exited(child)
    // The server may outlive npx by its drain time.
    while (groupAlive(pid) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    if (groupAlive(pid)) signal('SIGKILL')
  }
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`${parameters.command} did not listen within ${READY_WITHIN_MS} ms`)),
        READY_WITHIN_MS,
      )
      const look = () => {
        const found = parameters.ready.exec(output)?.[1]
        if (!found) return
        clearTimeout(timer)
        resolve(found)
      }
      child.stdout?.on('data', look)
      child.stderr?.on('data', look)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`${parameters.command} exited with ${code} before listening:\n${output}`))
      })
    })
    return { url, startMs: Math.round(performance.now() - startedAt), output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
