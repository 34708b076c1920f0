import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { versioningProblems } from '../src/check-versions.ts'
import type { ReleasePlan } from '../src/release-plan.ts'

const root = mkdtempSync(join(tmpdir(), 'check-versions-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function packageWith(name: string, changelog: string | undefined) {
  const dir = join(root, name)
  mkdirSync(dir, { recursive: true })
  if (changelog) writeFileSync(join(dir, 'CHANGELOG.md'), changelog)
  return { name: `@openappkit/${name}`, version: '0.2.0', private: false, dir }
}

const plan: ReleasePlan = {
  changesets: [{ id: 'caret-ranges', summary: 'Caret ranges.\n\nMore.', releases: [] }],
  releases: ['good', 'stale', 'missing'].map((name) => ({
    name: `@openappkit/${name}`,
    type: 'minor',
    oldVersion: '0.1.0',
    newVersion: '0.2.0',
    changesets: ['caret-ranges'],
  })),
}

it('wants each released changelog to start with the new version and hold its changesets', async () => {
  const after = [
    packageWith('good', '# @openappkit/good\n\n## 0.2.0\n\n- abc123: Caret ranges.\n\n## 0.1.0\n'),
    packageWith(
      'stale',
      '# @openappkit/stale\n\n## 0.2.0\n\n- Other.\n\n## 0.1.0\n\n- Caret ranges.\n',
    ),
    packageWith('missing', undefined),
  ]
  expect(await versioningProblems(plan, after, after)).toEqual([
    `@openappkit/stale's CHANGELOG.md 0.2.0 lacks changeset caret-ranges: "Caret ranges."`,
    "@openappkit/missing's CHANGELOG.md does not start with ## 0.2.0",
  ])
})
