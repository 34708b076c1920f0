import { isTestFile } from './check-tarball.ts'
import type { TarballEntry } from './tarball-entries.ts'

/**
 * Source maps of a tarball that map test code: a `.map` whose `sources` name a test file ships
 * our tests' code (inlined in `sourcesContent`) to every integrator.
 */
export function sourceMapProblems(id: string, entries: readonly TarballEntry[]): string[] {
  const problems: string[] = []
  for (const entry of entries.filter((candidate) => candidate.path.endsWith('.map'))) {
    let sources: unknown
    try {
      sources = (JSON.parse(Buffer.from(entry.content).toString('utf8')) as { sources?: unknown })
        .sources
    } catch {
      problems.push(`${id}: ${entry.path} is no JSON source map`)
      continue
    }
    const tests = Array.isArray(sources)
      ? sources.filter(
          (source): source is string => typeof source === 'string' && isTestFile(source),
        )
      : []
    if (tests.length > 0) problems.push(`${id}: ${entry.path} maps test files: ${tests.join(', ')}`)
  }
  return problems
}
