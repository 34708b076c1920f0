import { execFileSync } from 'node:child_process'
import { formatReport } from './format-report.ts'
import { rehearseRelease } from './rehearse-release.ts'

// `pnpm release:dry [--keep]`: pnpm runs this from tooling/release; the repository is git's top.
const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim()
const keepTemp = process.argv.includes('--keep')

try {
  const report = await rehearseRelease({
    repoRoot,
    keepTemp,
    log: (line) => process.stdout.write(`release:dry: ${line}\n`),
  })
  process.stdout.write(`\n${formatReport(report)}`)
  if (keepTemp) process.stdout.write(`Kept ${report.workDir}\n`)
  process.exitCode = report.problems.length === 0 ? 0 : 1
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 1
}
