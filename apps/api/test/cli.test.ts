import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const apiDirectory = fileURLToPath(new URL('..', import.meta.url))
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

function runCli(args: string[]): { child: ChildProcess; output: () => string } {
  const child = spawn(
    process.execPath,
    ['--conditions=@openappkit/source', '--import', tsxLoader, 'src/cli.ts', ...args],
    {
      cwd: apiDirectory,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, OPENAPPKIT_API_CONFIG: '' },
    },
  )
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  return { child, output: () => output }
}

function exit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe.each(testDatabaseKinds())('the start command (%s)', (kind) => {
  const stack = useTestStack(kind, { api: false, database: true })

  it('migrates only, then serves the devnet chains until SIGTERM', async () => {
    const base = ['--manifest', stack.devnet.manifestPath, '--database', stack.database.url]
    const migrate = runCli([...base, '--migrate-only'])
    expect(await exit(migrate.child)).toBe(0)
    expect(migrate.output()).toContain('api: database is up to date')

    const server = runCli([...base, '--port', '0'])
    let url: string | undefined
    for (let attempt = 0; attempt < 300 && !url; attempt += 1) {
      url = /api listening on (http:\/\/[^\s]+)/.exec(server.output())?.[1]
      if (!url) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(url).toBeDefined()
    const chains = (await (await fetch(`${url}/v1/supported-chains`)).json()) as { http: string[] }
    expect(chains.http).toContain('eip155:31337')
    server.child.kill('SIGTERM')
    expect(await exit(server.child)).toBe(0)
  })

  it('explains a bad configuration and exits with 1', async () => {
    const failed = runCli([
      '--manifest',
      '/nonexistent/manifest.json',
      '--database',
      stack.database.url,
    ])
    expect(await exit(failed.child)).toBe(1)
    expect(failed.output()).toContain(
      'No chains configured and no devnet manifest at /nonexistent/manifest.json',
    )
  })
})
