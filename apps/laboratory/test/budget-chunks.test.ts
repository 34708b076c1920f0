import { describe, expect, it } from 'vitest'
import type { ChunkModules } from './budget-chunk-modules.ts'
import {
  chunkName,
  describeChunks,
  describeGrowth,
  growth,
  modulesOfPackage,
} from './budget-chunks.ts'

const chunkModules: ChunkModules = {
  'assets/main-AbCdEf12.js': { facade: 'apps/laboratory/index.html', modules: { 'main.tsx': 900 } },
  'assets/index-Q1w2E3r4.js': { modules: { 'react-dom/index.js': 4000, 'react/index.js': 800 } },
  'assets/index-T5y6U7i8.js': { modules: { 'viem/_esm/index.js': 9000 } },
}

describe('the budget chunk names', () => {
  it('names a chunk by its facade module, else its largest module, else its unhashed file', () => {
    expect(chunkName('/assets/main-AbCdEf12.js', chunkModules)).toBe('apps/laboratory/index.html')
    expect(chunkName('/assets/index-Q1w2E3r4.js', chunkModules)).toBe('chunk of react-dom/index.js')
    expect(chunkName('/assets/worker-Aa11Bb2_.js', chunkModules)).toBe('file assets/worker.js')
  })

  it('lists the chunks that grew or are new, largest first, with the modules that grew', () => {
    const current = describeChunks(
      [
        { path: '/assets/index-T5y6U7i8.js', gzipBytes: 4096 },
        { path: '/assets/main-AbCdEf12.js', gzipBytes: 1000 },
        { path: '/assets/index-Q1w2E3r4.js', gzipBytes: 2048 },
      ],
      chunkModules,
    )
    expect(current.chunks).toEqual({
      'chunk of react-dom/index.js': 2048,
      'chunk of viem/_esm/index.js': 4096,
      'apps/laboratory/index.html': 1000,
    })
    const baseline = {
      chunks: { 'apps/laboratory/index.html': 1000, 'chunk of react-dom/index.js': 1024 },
      modules: { 'chunk of react-dom/index.js': { 'react-dom/index.js': 2000 } },
    }
    expect(growth(current.chunks, baseline.chunks).map(({ chunk }) => chunk)).toEqual([
      'chunk of viem/_esm/index.js',
      'chunk of react-dom/index.js',
    ])
    expect(describeGrowth(current, baseline)).toBe(
      [
        '  chunk of viem/_esm/index.js: new, 4.0 KiB gzip',
        '    viem/_esm/index.js: new, 8.8 KiB rendered',
        '  chunk of react-dom/index.js: +1.0 KiB (1.0 KiB → 2.0 KiB) gzip',
        '    react-dom/index.js: +2.0 KiB (2.0 KiB → 3.9 KiB) rendered',
        '    react/index.js: new, 0.8 KiB rendered',
      ].join('\n'),
    )
    expect(describeGrowth(current, current)).toBe('  no chunk grew: chunks were split or renamed')
  })

  it('finds the modules of one package, not of a package whose name starts the same', () => {
    const modules = {
      a: { 'zod/v4/core/core.js': 10, 'zod-mini/index.js': 5 },
      b: { 'zod/v4/core/core.js': 10, 'zod/v4/classic/schemas.js': 20 },
    }
    expect(modulesOfPackage(modules, 'zod')).toEqual([
      'zod/v4/classic/schemas.js',
      'zod/v4/core/core.js',
    ])
    expect(modulesOfPackage(modules, 'viem')).toEqual([])
  })
})
