import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { errorCatalogue } from '../../packages/common/src/errors/index.ts'
import { findErrorConstructionViolations, scanProductSources } from '../error-construction.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const codes = new Set(Object.keys(errorCatalogue))

// Published product packages: their errors reach visitors, so they must be catalogue entries.
// The test kit and the apps word their own errors (BaseError subclasses).
const productPackages = readdirSync(`${repoRoot}/packages`).filter((name) => name !== 'testing')

describe('errors are built from catalogue codes', () => {
  it('finds no bare-string error in the product packages', () => {
    expect(productPackages).toEqual(
      expect.arrayContaining(['common', 'controllers', 'scaffold-ui']),
    )
    const folders = productPackages.map((name) => `packages/${name}/src`)
    const violations = scanProductSources(repoRoot, folders, codes)
    expect(violations.filter(({ file }) => !file.endsWith('errors/base-error.ts'))).toEqual([])
  })

  it('reports each way of building an error from words', () => {
    const source = [
      "throw new Error('boom')",
      'throw new RangeError(reason)',
      "throw new BaseError('words')",
      "throw new AppKitError('Connection rejected')",
      'throw new AppKitError(code)',
      "throw new AppKitError('NOT_A_CODE')",
      'class Mine extends Error {}',
      "throw new AppKitError('CONNECTION_REJECTED')",
      "throw new AppKitError('ERROR_REGISTERING_NAME', { params: { name } })",
    ].join('\n')
    const lines = findErrorConstructionViolations('x.ts', source, codes).map(({ line }) => line)
    expect(lines).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})
