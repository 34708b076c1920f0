import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export type RelayProcess = { url: string; stop(): Promise<void> }

/** `pnpm relay` in a process of its own, with `args` (`--redis URL`...). */
export async function startRelayProcess(args: readonly string[]): Promise<RelayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@openappkit/source', '--import', TSX, CLI, '--port', '0', ...args],
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
