import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { tarballEntries } from '../src/tarball-entries.ts'

const dir = mkdtempSync(join(tmpdir(), 'tarball-entries-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('lists the files of a pax tarball, long names included, without the package/ folder', () => {
  // A path past ustar's 100 characters takes a pax header, as npm writes it.
  const longDir = `dist/${'nested-folder/'.repeat(8)}`
  mkdirSync(join(dir, 'package', longDir), { recursive: true })
  writeFileSync(join(dir, 'package', 'package.json'), '{}')
  writeFileSync(join(dir, 'package', longDir, 'index.js'), 'export {}\n')
  const tgz = join(dir, 'example.tgz')
  execFileSync('tar', ['--format=pax', '-czf', tgz, '-C', dir, 'package'])

  const entries = tarballEntries(readFileSync(tgz)).sort((a, b) => a.path.localeCompare(b.path))
  expect(entries.map(({ path, bytes }) => ({ path, bytes }))).toEqual([
    { path: `${longDir}index.js`, bytes: 10 },
    { path: 'package.json', bytes: 2 },
  ])
  expect(Buffer.from(entries[0]?.content ?? []).toString('utf8')).toBe('export {}\n')
})
