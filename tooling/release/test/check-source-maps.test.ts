import { expect, it } from 'vitest'
import { sourceMapProblems } from '../src/check-source-maps.ts'
import type { TarballEntry } from '../src/tarball-entries.ts'

function file(path: string, text: string): TarballEntry {
  const content = new TextEncoder().encode(text)
  return { path, bytes: content.byteLength, content }
}

it('names source maps that map test files, and maps that are no JSON', () => {
  const entries = [
    file('dist/index.js.map', JSON.stringify({ sources: ['../src/index.ts'] })),
    file('dist/chunk.js.map', JSON.stringify({ sources: ['../src/a.ts', '../src/a.test.ts'] })),
    file('dist/broken.js.map', '{'),
    file('dist/index.js', '{'),
  ]
  expect(sourceMapProblems('@openappkit/example@1.0.0', entries)).toEqual([
    '@openappkit/example@1.0.0: dist/chunk.js.map maps test files: ../src/a.test.ts',
    '@openappkit/example@1.0.0: dist/broken.js.map is no JSON source map',
  ])
})
