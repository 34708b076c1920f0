import type { PublishedManifest } from './published-manifest.ts'

/** Every file path an `exports` map names, through nested conditions and fallback arrays. */
export function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports]
  if (Array.isArray(exports)) return exports.flatMap(exportTargets)
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets)
  return []
}

/** Test sources and helpers: `*.test.*` files and anything under `test/`, `test-utils/`, `__tests__/`. */
export function isTestFile(path: string): boolean {
  return /(^|\/)[^/]*\.test\.[^/]+$/.test(path) || /(^|\/)(test|test-utils|__tests__)\//.test(path)
}

function matches(target: string, paths: ReadonlySet<string>): boolean {
  const relative = target.replace(/^\.\//, '')
  if (!relative.includes('*')) return paths.has(relative)
  // A subpath pattern ("./icons/*.js") needs one file at least.
  const escaped = relative.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.+')
  const pattern = new RegExp(`^${escaped}$`)
  return [...paths].some((path) => pattern.test(path))
}

/** What is wrong with a published tarball's files, one sentence each; none when it is clean. */
export function tarballProblems(manifest: PublishedManifest, paths: readonly string[]): string[] {
  const id = `${manifest.name}@${manifest.version}`
  const present = new Set(paths)
  const problems: string[] = []
  for (const required of ['package.json', 'README.md', 'LICENSE']) {
    if (!present.has(required)) problems.push(`${id}: the tarball has no ${required}`)
  }
  if (!manifest.types) problems.push(`${id}: package.json names no "types"`)
  const named = new Set([
    ...(manifest.types ? [manifest.types] : []),
    ...exportTargets(manifest.exports),
  ])
  for (const target of named) {
    if (!matches(target, present)) {
      problems.push(`${id}: package.json names ${target}, which the tarball does not contain`)
    }
  }
  for (const path of paths.filter(isTestFile)) {
    problems.push(`${id}: the tarball contains the test file ${path}`)
  }
  return problems
}
