import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { startVitest } from 'vitest/node'
import SummaryReporter from '../summary-reporter.ts'

const fixtures = fileURLToPath(new URL('../fixtures/summary-reporter/', import.meta.url))

/** Runs the fixture files in a vitest of their own with the reporter, returning what it printed. */
async function summaryOf(files: string[]): Promise<string> {
  const printed: string[] = []
  const write = process.stdout.write
  const exitCode = process.exitCode
  // The reporter writes to the process's stdout, as CI reads it.
  process.stdout.write = ((chunk: string | Uint8Array) => {
    printed.push(String(chunk))
    return true
  }) as typeof process.stdout.write
  try {
    const vitest = await startVitest('test', files, {
      root: fixtures,
      include: ['*.fixture.ts'],
      reporters: [new SummaryReporter()],
      watch: false,
    })
    await vitest.close()
  } finally {
    process.stdout.write = write
    // The inner run's failures are the fixtures' own, not this file's.
    process.exitCode = exitCode
  }
  return printed.join('').match(/^Tests: .*$/m)?.[0] ?? printed.join('')
}

it('counts passed, failed and skipped tests', async () => {
  expect(await summaryOf(['outcomes.fixture.ts'])).toBe('Tests: 1 passed, 1 failed, 1 skipped')
}, 60_000)

it('counts a hook that threw as a failure, though its tests show as skipped', async () => {
  expect(await summaryOf(['hook-throws.fixture.ts'])).toBe('Tests: 0 passed, 1 failed, 2 skipped')
}, 60_000)
