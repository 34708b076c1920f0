// @vitest-environment node
// What a host page loads up front (createAppKit, provider, hooks, button; React aside) stays
// small, and the modal stays out of it (DESIGN §2.4, §7).
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { measureInitialLoad } from './measure-initial-load.ts'

/**
 * Budget of the initial load, gzip, in bytes: the measured 51.1 kB plus 10 %. Most of it is the
 * controllers' graph (zod classic for stored and remote data, valtio) and ui's style sheet.
 */
const INITIAL_GZIP_BUDGET = 56 * 1024

describe('initial load', () => {
  it('keeps createAppKit, the hooks and the button within budget, the modal lazy', async () => {
    const measure = await measureInitialLoad()
    const report = measure.chunks
      .map(
        (chunk) =>
          `${chunk.initial ? 'initial' : 'lazy   '} ${String(chunk.gzip).padStart(6)} B gz ${String(chunk.bytes).padStart(7)} B  ${chunk.name}`,
      )
      .join('\n')
    const resultsDir = new URL('../test-results/', import.meta.url)
    await mkdir(resultsDir, { recursive: true })
    await writeFile(
      fileURLToPath(new URL('initial-load-size.txt', resultsDir)),
      `${report}\ninitial total: ${measure.initialGzip} B gzip (${measure.initialBytes} B minified)\n`,
    )
    const initialCode = measure.chunks
      .filter((chunk) => chunk.initial)
      .map((chunk) => chunk.code)
      .join('\n')
    // The modal's mount marks its host with this attribute: it must live in a lazy chunk.
    expect(initialCode).not.toContain('data-openappkit-modal')
    expect(
      measure.chunks.some(
        (chunk) => !chunk.initial && chunk.code.includes('data-openappkit-modal'),
      ),
    ).toBe(true)
    expect(measure.initialGzip).toBeLessThan(INITIAL_GZIP_BUDGET)
  }, 120_000)
})
