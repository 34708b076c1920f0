import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

const RELAY_CLI = fileURLToPath(new URL('../../../apps/relay/src/cli.ts', import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export type RelayProcess = { url: string; pid: number; stop(): Promise<void> }

/** The relay's own start command in its own process (the load generator is this one). */
export async function startRelayProcess(
  maxConnectionsPerIp: number,
  redisUrl?: string,
): Promise<RelayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--conditions=@openappkit/source',
      '--import',
      TSX,
      RELAY_CLI,
      '--port',
      '0',
      '--max-connections-per-ip',
      String(maxConnectionsPerIp),
      ...(redisUrl ? ['--redis', redisUrl] : []),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const listening = /relay listening on (ws:\/\/\S+)/.exec(output)?.[1]
      if (listening) resolve(listening)
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}:\n${output}`)))
  })
  return {
    url,
    pid: child.pid as number,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
