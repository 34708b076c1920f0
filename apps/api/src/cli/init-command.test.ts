import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/index.ts'
import { runInitCommand } from './init-command.ts'

describe('openappkit-api init', () => {
  let folder: string
  let written: string
  const stdout = { write: (text: string) => (written += text) }
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'oak-api-init-'))
    written = ''
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  it('writes openappkit-api.jsonc in the folder, which the server then loads', async () => {
    const path = await runInitCommand({ args: ['--network', 'base,optimism'], cwd: folder, stdout })
    expect(path).toBe(join(folder, 'openappkit-api.jsonc'))
    expect(written).toContain('(eip155:8453, eip155:10)')
    const config = await loadConfig({ env: {}, cwd: folder })
    expect(config.chains.map((chain) => chain.name)).toEqual(['Base', 'OP Mainnet'])
  })

  it('never replaces a file without --force', async () => {
    await runInitCommand({ args: [], cwd: folder, stdout })
    await expect(
      runInitCommand({ args: ['--network', 'base'], cwd: folder, stdout }),
    ).rejects.toThrow('exists: give --force to replace it, or --output <file>')
    await runInitCommand({ args: ['--network', 'base', '--force'], cwd: folder, stdout })
    expect(readFileSync(join(folder, 'openappkit-api.jsonc'), 'utf8')).toContain('eip155:8453')
  })

  it('refuses an unknown network before writing anything', async () => {
    await expect(
      runInitCommand({ args: ['--network', 'atlantis'], cwd: folder, stdout }),
    ).rejects.toThrow('--network atlantis: unknown network')
    await expect(loadConfig({ env: {}, cwd: folder })).resolves.toMatchObject({ chains: [] })
  })
})
