import type { RehearsalReport } from './rehearse-release.ts'

/** Bytes as npm prints them (kB and MB of 1000). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`
  return `${(bytes / 1_000_000).toFixed(2)} MB`
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  )
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** The report as a maintainer reads it: the table of published packages, then what to look at. */
export function formatReport(report: RehearsalReport): string {
  const rows = [
    ['package', 'version', 'packed', 'unpacked', 'files'],
    ...report.published.map((pkg) => [
      pkg.name,
      pkg.previousVersion === pkg.version ? pkg.version : `${pkg.previousVersion} → ${pkg.version}`,
      formatBytes(pkg.packedBytes),
      formatBytes(pkg.unpackedBytes),
      String(pkg.files.length),
    ]),
  ]
  const packed = report.published.reduce((sum, pkg) => sum + pkg.packedBytes, 0)
  const unpacked = report.published.reduce((sum, pkg) => sum + pkg.unpackedBytes, 0)
  rows.push(['total', '', formatBytes(packed), formatBytes(unpacked), ''])
  const steps = Object.entries(report.stepMs)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ')
  const lines = [
    `Published to ${report.registryUrl} (${report.registry ? 'still running' : 'stopped now'}):`,
    '',
    table(rows),
    '',
    `Private packages absent from the registry: ${report.privateChecked.length}.`,
    `Uncommitted files rehearsed: ${report.uncommittedFiles.length}.`,
    `Time: ${(report.totalMs / 1000).toFixed(1)} s (${steps}).`,
  ]
  for (const warning of report.warnings) lines.push(`warning: ${warning}`)
  for (const problem of report.problems) lines.push(`problem: ${problem}`)
  lines.push(
    report.problems.length === 0
      ? 'Release rehearsal passed.'
      : `Release rehearsal failed: ${report.problems.length} problem(s).`,
  )
  return `${lines.join('\n')}\n`
}
