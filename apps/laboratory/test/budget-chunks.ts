import type { ChunkModules } from './budget-chunk-modules.ts'

// Names the chunks of a lab build by what they hold, so that a budget that fails can say which
// chunk and which modules grew: chunk file names carry a content hash.

/** Gzip bytes per chunk name. */
export type ChunkSizes = Record<string, number>

/** Per chunk name, the bytes each module renders into it (before minification). */
export type ModuleSizes = Record<string, Record<string, number>>

/** What budget-baseline.json holds: each case's chunks, and the modules of those chunks. */
export type BudgetBaseline = {
  cases: Record<string, { gzipBytes: number; chunks: ChunkSizes }>
  modules: ModuleSizes
}

export type ChunkGrowth = { chunk: string; before: number; after: number }

const HASHED_NAME = /-[\w-]{8}(\.m?js)$/

function largestModule(modules: Record<string, number>): string | undefined {
  return Object.entries(modules).sort(([, a], [, b]) => b - a)[0]?.[0]
}

/**
 * The stable name of the chunk served at `pathname` (`/assets/index-AbC123xy.js`): the module it
 * is the facade of (entry or `import()`ed module), else `chunk of <its largest module>`.
 */
export function chunkName(pathname: string, chunkModules: ChunkModules): string {
  const file = pathname.replace(/^\//, '')
  const chunk = chunkModules[file]
  if (chunk?.facade) return chunk.facade
  const largest = chunk && largestModule(chunk.modules)
  return largest ? `chunk of ${largest}` : `file ${file.replace(HASHED_NAME, '$1')}`
}

/** Gzip bytes and modules of the loaded scripts by chunk name (chunks of one name merged). */
export function describeChunks(
  scripts: readonly { path: string; gzipBytes: number }[],
  chunkModules: ChunkModules,
): { chunks: ChunkSizes; modules: ModuleSizes } {
  const chunks: ChunkSizes = {}
  const modules: ModuleSizes = {}
  for (const { path, gzipBytes } of [...scripts].sort((a, b) => a.path.localeCompare(b.path))) {
    const name = chunkName(path, chunkModules)
    chunks[name] = (chunks[name] ?? 0) + gzipBytes
    modules[name] = { ...modules[name], ...chunkModules[path.replace(/^\//, '')]?.modules }
  }
  return { chunks, modules }
}

/** The entries of `current` bigger than in `baseline`, or new, the largest growth first. */
export function growth(
  current: Record<string, number>,
  baseline: Record<string, number>,
): ChunkGrowth[] {
  return Object.entries(current)
    .map(([chunk, after]) => ({ chunk, before: baseline[chunk] ?? 0, after }))
    .filter(({ before, after }) => after > before)
    .sort((a, b) => b.after - b.before - (a.after - a.before))
}

/** Bytes as KiB with one decimal. */
export const formatKib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

const describeChange = ({ chunk, before, after }: ChunkGrowth) =>
  before === 0
    ? `${chunk}: new, ${formatKib(after)}`
    : `${chunk}: +${formatKib(after - before)} (${formatKib(before)} → ${formatKib(after)})`

/**
 * For a failure message: each chunk that grew (gzip) and, under it, its five modules that grew
 * most (rendered size before minification) compared with the baseline.
 */
export function describeGrowth(
  current: { chunks: ChunkSizes; modules: ModuleSizes },
  baseline: { chunks: ChunkSizes; modules: ModuleSizes },
): string {
  const grownChunks = growth(current.chunks, baseline.chunks)
  if (grownChunks.length === 0) return '  no chunk grew: chunks were split or renamed'
  const lines: string[] = []
  for (const grown of grownChunks) {
    lines.push(`  ${describeChange(grown)} gzip`)
    const modules = growth(current.modules[grown.chunk] ?? {}, baseline.modules[grown.chunk] ?? {})
    for (const module of modules.slice(0, 5)) lines.push(`    ${describeChange(module)} rendered`)
  }
  return lines.join('\n')
}

/** The modules of package `name` (`zod`) in the chunks of `modules`, e.g. to keep one out. */
export function modulesOfPackage(modules: ModuleSizes, name: string): string[] {
  const found = Object.values(modules).flatMap((chunk) => Object.keys(chunk))
  return [...new Set(found.filter((module) => module.startsWith(`${name}/`)))].sort()
}
