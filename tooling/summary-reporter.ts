import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends the run with where its time went, a line per project, and one plain line,
 * `Tests: N passed, N failed, N skipped`, so CI can read the outcome without knowing vitest's
 * own summary format. CI shows only the end of its output, so the times sit just above it.
 */
export default class SummaryReporter implements Reporter {
  private readonly startedAt = performance.now()
  private readonly spans = new Map<string, { first: number; last: number; busy: number }>()
  private readonly moduleStarts = new Map<string, number>()

  onTestModuleStart(testModule: TestModule) {
    this.moduleStarts.set(testModule.id, performance.now())
  }

  onTestModuleEnd(testModule: TestModule) {
    const now = performance.now()
    const start = this.moduleStarts.get(testModule.id) ?? now
    const name = testModule.project.name || 'root'
    const span = this.spans.get(name) ?? { first: start, last: now, busy: 0 }
    span.first = Math.min(span.first, start)
    span.last = Math.max(span.last, now)
    span.busy += now - start
    this.spans.set(name, span)
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    process.stdout.write(this.timeLines())
    let passed = 0
    let failed = unhandledErrors.length
    let skipped = 0
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && !hasTests(testModule)) failed += 1
      // A hook that threw (a suite's beforeAll, say) fails its suite while its tests show as
      // skipped: count it, or a run whose setup broke would read as nothing failed.
      else if (testModule.errors().length > 0) failed += 1
      for (const suite of testModule.children.allSuites()) {
        if (suite.errors().length > 0) failed += 1
      }
      for (const testCase of testModule.children.allTests()) {
        const state = testCase.result().state
        if (state === 'passed') passed += 1
        else if (state === 'failed') failed += 1
        else skipped += 1
      }
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`)
  }

  /**
   * Until the first file starts (vitest's start-up and every project's global setup, one after
   * another), then each project's file-seconds and its span, from the start of the run.
   */
  private timeLines(): string {
    const seconds = (ms: number) => `${Math.round(ms / 1000)} s`
    const firstFile = Math.min(...[...this.spans.values()].map((span) => span.first))
    const setup = Number.isFinite(firstFile) ? firstFile - this.startedAt : 0
    const projects = [...this.spans.entries()]
      .sort(([, a], [, b]) => b.busy - a.busy)
      .map(
        ([name, span]) =>
          `${name} ${seconds(span.busy)} in files, from ${seconds(span.first - this.startedAt)} to ${seconds(span.last - this.startedAt)}`,
      )
    return `\nTime: start-up and global setups ${seconds(setup)}; ${projects.join('; ')}\n`
  }
}

function hasTests(testModule: TestModule): boolean {
  for (const _ of testModule.children.allTests()) return true
  return false
}
