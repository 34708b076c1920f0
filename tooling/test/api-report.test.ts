import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  exportsOfEntries,
  publishedPackageEntries,
  REPO_ROOT,
  renderApiReports,
} from '../api-report.ts'

describe('api reports', () => {
  it('lists the entries and kinds of a package it knows', () => {
    const controllers = publishedPackageEntries().find(
      (pkg) => pkg.name === '@openappkit/controllers',
    )
    expect([...(controllers?.entries.keys() ?? [])]).toEqual([
      '@openappkit/controllers',
      '@openappkit/controllers/test-kit',
    ])
    const names = exportsOfEntries(['packages/controllers/src/index.ts']).get(
      'packages/controllers/src/index.ts',
    )
    expect(names).toContain('createAppKitCore: function')
    expect(names).toContain('ChainAdapter: type')
    expect(names).not.toContain('openModal: function')
  }, 60_000)

  it('are current: run `pnpm api-report` and review the change', () => {
    const stale: string[] = []
    for (const [file, report] of renderApiReports()) {
      const path = join(REPO_ROOT, file)
      if (!existsSync(path) || readFileSync(path, 'utf8') !== report) stale.push(file)
    }
    expect(stale).toEqual([])
  }, 60_000)
})
