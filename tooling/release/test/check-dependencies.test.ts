import { expect, it } from 'vitest'
import { dependencyRangeProblems, internalRanges } from '../src/check-dependencies.ts'
import type { PublishedManifest } from '../src/published-manifest.ts'

const published = new Map([
  ['@openappkit/common', '0.2.0'],
  ['@openappkit/appkit', '0.2.0'],
])

function adapterWith(fields: Partial<PublishedManifest>): PublishedManifest {
  return {
    name: '@openappkit/adapter',
    version: '0.2.0',
    dist: { tarball: 'http://127.0.0.1/adapter.tgz' },
    ...fields,
  }
}

it('accepts ranges the published versions satisfy and ignores other scopes', () => {
  const manifest = adapterWith({
    dependencies: { '@openappkit/common': '^0.2.0', viem: 'workspace:*' },
    peerDependencies: { '@openappkit/appkit': '>=0.2.0' },
  })
  expect(dependencyRangeProblems(manifest, published)).toEqual([])
  expect(internalRanges(manifest)).toEqual({
    '@openappkit/common': '^0.2.0',
    '@openappkit/appkit': '>=0.2.0',
  })
})

it('names workspace ranges, stale ranges and unpublished packages', () => {
  const manifest = adapterWith({
    dependencies: { '@openappkit/common': 'workspace:*', '@openappkit/siwx': '^0.1.0' },
    peerDependencies: { '@openappkit/appkit': '^0.1.0' },
  })
  expect(dependencyRangeProblems(manifest, published)).toEqual([
    '@openappkit/adapter@0.2.0: dependencies has @openappkit/common@workspace:*, which only this workspace resolves',
    '@openappkit/adapter@0.2.0: dependencies has @openappkit/siwx, which was not published',
    '@openappkit/adapter@0.2.0: peerDependencies has @openappkit/appkit@^0.1.0, which the published @openappkit/appkit@0.2.0 does not satisfy',
  ])
})

it('wants caret ranges on the dependencies, not exact pins', () => {
  const manifest = adapterWith({
    dependencies: { '@openappkit/common': '0.2.0', '@openappkit/appkit': '>=0.2.0' },
  })
  expect(dependencyRangeProblems(manifest, published)).toEqual([
    '@openappkit/adapter@0.2.0: dependencies has @openappkit/common@0.2.0, not a caret range (^x.y.z): write workspace:^',
    '@openappkit/adapter@0.2.0: dependencies has @openappkit/appkit@>=0.2.0, not a caret range (^x.y.z): write workspace:^',
  ])
})
