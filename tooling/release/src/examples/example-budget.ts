import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** A script the page loaded before the first click, as bench/bundle sizes it. */
export type BudgetScript = { path: string; gzipBytes: number }

export type DescribeOverBudgetParameters = {
  example: string
  scripts: readonly BudgetScript[]
  budgetKib: number
  /** Where the scripts' files (and their hidden source maps, when built with them) are. */
  scriptsDir: string
}

const KIB = 1024
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`

/** The largest sources of a chunk, by their length in its source map (none without a map). */
async function largestSources(file: string, count: number): Promise<string[]> {
  const map = await readFile(`${file}.map`, 'utf8').catch(() => undefined)
  if (!map) return []
  const { sources = [], sourcesContent = [] } = JSON.parse(map) as {
    sources?: string[]
    sourcesContent?: (string | null)[]
  }
  return sources
    .map((source, index) => ({
      source: source.replace(/^(\.\.\/)+/, ''),
      bytes: sourcesContent[index]?.length ?? 0,
    }))
    .sort((left, right) => right.bytes - left.bytes)
    .slice(0, count)
    .map(({ source, bytes }) => `${source} (${(bytes / 1000).toFixed(1)} kB source)`)
}

/**
 * The message of an example over its initial-load budget: every chunk loaded before the first
 * click, largest first, and the five largest modules of the three largest chunks (from the
 * hidden source maps the journey builds with), so the failure names what grew.
 */
export async function describeOverBudget(
  parameters: DescribeOverBudgetParameters,
): Promise<string> {
  const { example, scripts, budgetKib, scriptsDir } = parameters
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
  const sorted = [...scripts].sort((left, right) => right.gzipBytes - left.gzipBytes)
  const lines = [
    `examples/${example} loads ${kib(total)} of JS before the first click (budget ${budgetKib} KiB):`,
  ]
  for (const [index, script] of sorted.entries()) {
    lines.push(`  ${script.path} ${kib(script.gzipBytes)}`)
    if (index >= 3) continue
    for (const source of await largestSources(join(scriptsDir, script.path), 5))
      lines.push(`    ${source}`)
  }
  return lines.join('\n')
}
