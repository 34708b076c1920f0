import { spawn } from 'node:child_process'

export type RunCommandParameters = {
  command: string
  args: string[]
  cwd: string
  /** Added to this process's environment. */
  env?: Record<string, string> | undefined
}

/** Runs a command to completion; its output is shown only when it fails. Returns the ms taken. */
export function runCommand({ command, args, cwd, env }: RunCommandParameters): Promise<number> {
  const startedAt = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve(performance.now() - startedAt)
      process.stderr.write(Buffer.concat(output))
      reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}
