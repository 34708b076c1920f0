import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

const apiDirectory = fileURLToPath(new URL('../..', import.meta.url))
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

/** One JSON log line of the api (`createJsonLogger`). */
export type ApiLogLine = { level: string; message: string; [key: string]: unknown }

/** `pnpm api ...` running as a child process, its stderr watched line by line. */
export type ApiCliProcess = {
  child: ChildProcess
  /** Everything written to stderr so far. */
  output(): string
  /** The JSON log lines so far. */
  logs(): ApiLogLine[]
  /** Resolves with the first line (past or future) `match` accepts; rejects after `timeoutMs`. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited(): Promise<number | null>
}

/** Starts `src/cli.ts` under tsx with `args` (the config file variable cleared unless given). */
export function startApiCli(
  args: string[],
  env: Record<string, string | undefined> = {},
): ApiCliProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=@openappkit/source', '--import', tsxLoader, 'src/cli.ts', ...args],
    {
      cwd: apiDirectory,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, OPENAPPKIT_API_CONFIG: '', ...env },
    },
  )
  let output = ''
  let partial = ''
  const lines: string[] = []
  const waiters = new Set<(line: string) => void>()
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    output += text
    const parts = (partial + text).split('\n')
    partial = parts.pop() ?? ''
    for (const line of parts) {
      lines.push(line)
      for (const waiter of waiters) waiter(line)
    }
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return {
    child,
    output: () => output,
    logs: () =>
      lines.flatMap((line) => {
        if (!line.startsWith('{')) return []
        try {
          return [JSON.parse(line) as ApiLogLine]
        } catch {
          return []
        }
      }),
    waitForLine(match, timeoutMs = 60_000) {
      const seen = lines.find(match)
      if (seen !== undefined) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const waiter = (line: string) => {
          if (!match(line)) return
          cleanup()
          resolve(line)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`no matching line from the api within ${timeoutMs} ms:\n${output}`))
        }, timeoutMs)
        const gone = () => {
          cleanup()
          reject(new Error(`the api exited before the awaited line:\n${output}`))
        }
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(waiter)
          child.off('exit', gone)
        }
        waiters.add(waiter)
        child.once('exit', gone)
      })
    },
    exited: () => exit,
  }
}

/** Parses a JSON log line, or undefined for other output. */
export function parseLogLine(line: string): ApiLogLine | undefined {
  if (!line.startsWith('{')) return undefined
  try {
    return JSON.parse(line) as ApiLogLine
  } catch {
    return undefined
  }
}
