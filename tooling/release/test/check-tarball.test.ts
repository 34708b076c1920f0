import { describe, expect, it } from 'vitest'
import { exportTargets, isTestFile, tarballProblems } from '../src/check-tarball.ts'
import type { PublishedManifest } from '../src/published-manifest.ts'

const manifest: PublishedManifest = {
  name: '@openappkit/example',
  version: '1.2.0',
  types: './dist/index.d.ts',
  exports: {
    '.': { types: './dist/index.d.ts', default: './dist/index.js' },
    './icons/*': './dist/icons/*.js',
    './package.json': './package.json',
  },
  dist: { tarball: 'http://127.0.0.1/example.tgz' },
}
const cleanFiles = [
  'package.json',
  'README.md',
  'LICENSE',
  'dist/index.d.ts',
  'dist/index.js',
  'dist/icons/close.js',
]

describe('tarballProblems', () => {
  it('accepts a tarball with every named file and no test', () => {
    expect(tarballProblems(manifest, cleanFiles)).toEqual([])
  })

  it('names each missing file', () => {
    const files = cleanFiles.filter(
      (file) => file !== 'README.md' && file !== 'LICENSE' && file !== 'dist/index.js',
    )
    expect(tarballProblems(manifest, files)).toEqual([
      '@openappkit/example@1.2.0: the tarball has no README.md',
      '@openappkit/example@1.2.0: the tarball has no LICENSE',
      '@openappkit/example@1.2.0: package.json names ./dist/index.js, which the tarball does not contain',
    ])
  })

  it('wants one file for a subpath pattern', () => {
    const files = cleanFiles.filter((file) => file !== 'dist/icons/close.js')
    expect(tarballProblems(manifest, files)).toEqual([
      '@openappkit/example@1.2.0: package.json names ./dist/icons/*.js, which the tarball does not contain',
    ])
  })

  it('names test files and test folders', () => {
    const files = [...cleanFiles, 'src/a.test.ts', 'src/test-utils/fake.ts', 'dist/b.test.js.map']
    expect(tarballProblems(manifest, files)).toEqual([
      '@openappkit/example@1.2.0: the tarball contains the test file src/a.test.ts',
      '@openappkit/example@1.2.0: the tarball contains the test file src/test-utils/fake.ts',
      '@openappkit/example@1.2.0: the tarball contains the test file dist/b.test.js.map',
    ])
  })
})

describe('isTestFile', () => {
  it('tells test files from published test kits', () => {
    expect(isTestFile('test/setup.ts')).toBe(true)
    expect(isTestFile('src/__tests__/a.ts')).toBe(true)
    expect(isTestFile('src/test-kit/adapter-contract.ts')).toBe(false)
    expect(isTestFile('src/wallet/create-test-wallet.ts')).toBe(false)
  })
})

describe('exportTargets', () => {
  it('collects paths through nested conditions and fallback arrays', () => {
    expect(exportTargets({ '.': { node: ['./a.js', './b.js'], default: './c.js' } })).toEqual([
      './a.js',
      './b.js',
      './c.js',
    ])
  })
})
