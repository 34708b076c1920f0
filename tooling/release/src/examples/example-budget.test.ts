import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { describeOverBudget } from './example-budget.ts'

const folders: string[] = []

afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

describe('describeOverBudget', () => {
  it('names the chunks, largest first, and the largest modules of a chunk with a source map', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'example-budget-'))
    folders.push(dir)
    await writeFile(
      join(dir, 'index.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../../node_modules/viem/index.js', '../src/main.tsx'],
        sourcesContent: ['x'.repeat(5000), 'y'.repeat(300)],
        mappings: '',
      }),
    )
    const message = await describeOverBudget({
      example: 'vite-react-wagmi',
      budgetKib: 100,
      scriptsDir: dir,
      scripts: [
        { path: 'small.js', gzipBytes: 2048 },
        { path: 'index.js', gzipBytes: 110 * 1024 },
      ],
    })
    expect(message.split('\n')).toEqual([
      'examples/vite-react-wagmi loads 112.0 KiB of JS before the first click (budget 100 KiB):',
      '  index.js 110.0 KiB',
      '    node_modules/viem/index.js (5.0 kB source)',
      '    src/main.tsx (0.3 kB source)',
      '  small.js 2.0 KiB',
    ])
  })
})
