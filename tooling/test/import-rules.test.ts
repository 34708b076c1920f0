import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const fixtures = 'tooling/fixtures'

type CruiseOutcome = { exitCode: number; violatedRules: string[] }

const depcruise = fileURLToPath(new URL('../../node_modules/.bin/depcruise', import.meta.url))

// Runs the same command `pnpm lint` runs, on a fixture tree, and reports its exit code.
async function cruise(fixture: string): Promise<CruiseOutcome> {
  const args = ['--config', '.dependency-cruiser.cjs', `${fixtures}/${fixture}`]
  try {
    const { stdout } = await run(depcruise, args, { cwd: repoRoot })
    return { exitCode: 0, violatedRules: ruleNames(stdout) }
  } catch (error) {
    const failure = error as { code: number; stdout: string }
    return { exitCode: failure.code, violatedRules: ruleNames(failure.stdout) }
  }
}

// The `err` reporter prints one `error <rule-name>: <from> → <to>` line per violation.
function ruleNames(report: string): string[] {
  const names = [...report.matchAll(/^\s*error ([\w-]+):/gm)].map((match) => match[1] as string)
  return [...new Set(names)].sort()
}

describe('import rules (docs/project/architecture.md §3)', () => {
  it('accept allowed directions: a layer below, own files, test helpers in adapter and modal tests', async () => {
    expect(await cruise('clean')).toEqual({ exitCode: 0, violatedRules: [] })
  })

  it('fail on common importing controllers', async () => {
    const outcome = await cruise('layer-violation')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual(['common-imports-no-package'])
  })

  it('fail on an import cycle', async () => {
    const outcome = await cruise('cycle')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual(['no-circular'])
  })

  it('fail on a package importing an app', async () => {
    const outcome = await cruise('app-import')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toContain('nothing-imports-an-app')
  })

  it("fail on an adapter's test importing the UI", async () => {
    const outcome = await cruise('adapter-test-ui')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual(['adapter-tests-may-add-testing'])
  })

  it('fail on the modal itself importing the test helpers', async () => {
    const outcome = await cruise('scaffold-ui-testing')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual(['scaffold-ui-stays-below-appkit'])
  })

  it('fail on an adapter importing the UI', async () => {
    const outcome = await cruise('adapter-ui')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual(['adapters-import-common-and-controllers'])
  })

  it('fail on a non-EVM adapter building on the EIP-1193 adapter', async () => {
    const outcome = await cruise('adapter-over-eip1193')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual(['only-evm-adapters-build-on-eip1193'])
  })

  it("fail on a package importing common's root instead of an entry", async () => {
    const outcome = await cruise('common-root-import')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual(['packages-import-common-by-entry'])
  })

  it("fail on controllers' layers reaching up: a state slice calling a flow, platform reading state", async () => {
    const outcome = await cruise('controllers-layers')
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.violatedRules).toEqual([
      'controllers-platform-and-evm-are-the-bottom-layer',
      'controllers-state-does-not-call-flows',
    ])
  })
})
