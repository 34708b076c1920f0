import { expect, it } from 'vitest'
import { readmeProblems } from '../src/check-readme.ts'
import type { PublishedManifest } from '../src/published-manifest.ts'

const manifest: PublishedManifest = {
  name: '@openappkit/adapter-example',
  version: '0.2.0',
  peerDependencies: { viem: '>=2', '@wagmi/core': '>=2' },
  dist: { tarball: 'http://127.0.0.1/adapter-example.tgz' },
}

const complete = [
  '# @openappkit/adapter-example',
  '```ts',
  "import { createExampleAdapter } from '@openappkit/adapter-example'",
  '```',
  'Peer dependencies: `viem` and `@wagmi/core`.',
  'Options: [the root README](../../README.md#packages).',
].join('\n')

it('accepts a quick start, every peer named and a link into the docs', () => {
  expect(readmeProblems(manifest, complete)).toEqual([])
  expect(
    readmeProblems(
      { ...manifest, peerDependencies: {} },
      complete.replace('../../README.md', '../../docs/errors.md'),
    ),
  ).toEqual([])
})

it('names what the README lacks', () => {
  const bare = '# @openappkit/adapter-example\n\nSee [the site](https://example.org), needs `viem`.'
  expect(readmeProblems(manifest, bare)).toEqual([
    '@openappkit/adapter-example@0.2.0: README.md has no quick start (no code block)',
    '@openappkit/adapter-example@0.2.0: README.md says nothing of peer dependencies',
    '@openappkit/adapter-example@0.2.0: README.md does not name its peer dependency `@wagmi/core`',
    '@openappkit/adapter-example@0.2.0: README.md links to no documentation (../../README.md or ../../docs/)',
  ])
})
