// @vitest-environment node
// The initial chunk (shell + Connect view and what they import, React aside) stays small, and
// every view group is a chunk of its own (DESIGN §2.4, §7).
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { measureBundle } from './measure-bundle.ts'

/** Budget of the initial chunk, gzip, in bytes. */
const INITIAL_GZIP_BUDGET = 40 * 1024

describe('bundle', () => {
  it('keeps the initial chunk within budget and the view groups lazy', async () => {
    const measure = await measureBundle()
    const report = measure.chunks
      .map(
        (chunk) =>
          `${chunk.initial ? 'initial' : 'lazy   '} ${String(chunk.gzip).padStart(6)} B gz ${String(chunk.bytes).padStart(7)} B  ${chunk.name}`,
      )
      .join('\n')
    const resultsDir = new URL('../test-results/', import.meta.url)
    await mkdir(resultsDir, { recursive: true })
    await writeFile(
      fileURLToPath(new URL('bundle-size.txt', resultsDir)),
      `${report}\ninitial total: ${measure.initialGzip} B gzip (${measure.initialBytes} B minified)\n`,
    )
    const lazy = measure.chunks.filter((chunk) => !chunk.initial).map((chunk) => chunk.name)
    for (const group of [
      'connecting',
      'all-wallets',
      'account',
      'networks',
      'send',
      'activity',
      'swap',
      'onramp',
      'names',
      'sign-in',
      'embedded',
      'es',
    ]) {
      expect(
        lazy.some((name) => (name.split('/').pop() ?? name).startsWith(`${group}-`)),
        group,
      ).toBe(true)
    }
    expect(measure.initialGzip).toBeLessThan(INITIAL_GZIP_BUDGET)
  }, 120_000)
})
