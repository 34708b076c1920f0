import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { createServer } from 'node:net'
import { TestKitError } from '../errors/test-kit-error.ts'

export type StartRedisServerReturnType = { url: string; stop(): Promise<void> }

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function redisServerPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim()
  } catch {
    throw new TestKitError(
      "redis-server is not installed: `bash scripts/test.sh` installs Debian's redis-server",
    )
  }
}

/** A throwaway Redis (Debian's redis-server) on a free loopback port, nothing written to disk. */
export async function startRedisServer(): Promise<StartRedisServerReturnType> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    redisServerPath(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('Ready to accept connections')) resolve()
    })
    child.once('exit', (code) =>
      reject(new TestKitError(`redis-server exited with ${code}:\n${output}`)),
    )
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
