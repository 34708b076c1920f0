import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { TestKitError } from '../errors/test-kit-error.ts'
import { reserveLoopbackPort } from '../http/reserve-loopback-port.ts'

export type StartRedisServerReturnType = { url: string; stop(): Promise<void> }

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
  const port = await reserveLoopbackPort()
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
