import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabaseKinds } from './helpers/test-databases.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

const apiDirectory = fileURLToPath(new URL('..', import.meta.url))
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

const cliPath = join(apiDirectory, 'src/cli.ts')
// Tests that start the command more than once under tsx (about 3 s of CPU each).
const SLOW = 120_000

type RunCliOptions = { cwd?: string; env?: Record<string, string | undefined> }

function runCli(
  args: string[],
  options: RunCliOptions = {},
): { child: ChildProcess; output: () => string; stdout: () => string } {
  const child = spawn(
    process.execPath,
    ['--conditions=@openappkit/source', '--import', tsxLoader, cliPath, ...args],
    {
      cwd: options.cwd ?? apiDirectory,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        OPENAPPKIT_API_CONFIG: '',
        OPENAPPKIT_DEVNET_MANIFEST: '',
        PORT: '',
        ...options.env,
      },
    },
  )
  let output = ''
  let stdout = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8')
  })
  return { child, output: () => output, stdout: () => stdout }
}

async function listeningUrl(output: () => string): Promise<string | undefined> {
  let url: string | undefined
  for (let attempt = 0; attempt < 600 && !url; attempt += 1) {
    url = /api listening on (http:\/\/[^\s]+)/.exec(output())?.[1]
    if (!url) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return url
}

function exit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe.each(testDatabaseKinds())('the start command (%s)', (kind) => {
  const stack = useTestStack(kind, { api: false, database: true })

  it(
    'migrates only, then serves the devnet chains until SIGTERM',
    async () => {
      const base = ['--manifest', stack.devnet.manifestPath, '--database', stack.database.url]
      const migrate = runCli([...base, '--migrate-only'])
      expect(await exit(migrate.child)).toBe(0)
      expect(migrate.output()).toContain('api: database is up to date')

      const server = runCli([...base, '--port', '0'])
      const url = await listeningUrl(server.output)
      expect(url).toBeDefined()
      const chains = (await (await fetch(`${url}/v1/supported-chains`)).json()) as {
        http: string[]
      }
      expect(chains.http).toContain('eip155:31337')
      server.child.kill('SIGTERM')
      expect(await exit(server.child)).toBe(0)
    },
    SLOW,
  )

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

describe('the installed command on defaults, in an empty folder', () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'oak-api-empty-'))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it(
    'serves no chain on SQLite in the folder, says what to configure, and stops on SIGTERM',
    async () => {
      const server = runCli([], { cwd: folder, env: { PORT: '0' } })
      const url = await listeningUrl(server.output)
      expect(url).toBeDefined()
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' })
      expect(await (await fetch(`${url}/v1/supported-chains`)).json()).toEqual({ http: [], ws: [] })
      expect(existsSync(join(folder, 'openappkit-api.sqlite'))).toBe(true)
      expect(server.output()).toContain(`database SQLite ${join(folder, 'openappkit-api.sqlite')}`)
      expect(server.output()).toContain('no chains configured')
      expect(server.output()).toContain('openappkit-api init --network')
      server.child.kill('SIGTERM')
      expect(await exit(server.child)).toBe(0)
    },
    SLOW,
  )

  it(
    'writes a commented config with init, validates it with --check, migrates alone',
    async () => {
      const init = runCli(['init', '--network', 'base', '--network', 'solana'], { cwd: folder })
      expect(await exit(init.child)).toBe(0)
      const written = readFileSync(join(folder, 'openappkit-api.jsonc'), 'utf8')
      expect(written).toMatch(/^\/\/ The OpenAppKit api's configuration/)
      expect(written).toContain('"caipNetworkId": "eip155:8453"')

      const check = runCli(['--check'], { cwd: folder })
      expect(await exit(check.child)).toBe(0)
      expect(check.stdout()).toContain(
        'chains: eip155:8453 (Base), solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp (Solana)',
      )
      expect(check.stdout()).toContain('configuration is valid')
      expect(existsSync(join(folder, 'openappkit-api.sqlite'))).toBe(false)

      const migrate = runCli(['migrate'], { cwd: folder })
      expect(await exit(migrate.child)).toBe(0)
      expect(migrate.output()).toContain('api: database is up to date')
      expect(existsSync(join(folder, 'openappkit-api.sqlite'))).toBe(true)
    },
    SLOW,
  )

  it(
    'refuses an unknown command or option with the way to the help',
    async () => {
      const unknown = runCli(['serve-all'], { cwd: folder })
      expect(await exit(unknown.child)).toBe(1)
      expect(unknown.output()).toContain('unknown command "serve-all" (openappkit-api --help)')
      const help = runCli(['--help'], { cwd: folder })
      expect(await exit(help.child)).toBe(0)
      expect(help.stdout()).toContain('openappkit-api init [--network <id>]')
    },
    SLOW,
  )
})
