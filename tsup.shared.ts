import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { defineConfig, type Options } from 'tsup'

type EntryMap = Record<string, string>

// Relative specifiers of static imports, re-exports and dynamic `import()`: our sources always
// spell the file's extension, so each resolves to a path without a resolver.
const RELATIVE_SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+\.tsx?)['"]/g

/** The entries as a map from output name (path under `src`, no extension) to source file. */
function toEntryMap(entry: NonNullable<Options['entry']>): EntryMap {
  if (!Array.isArray(entry)) return { ...entry }
  return Object.fromEntries(
    entry.map((file) => [relative('src', file).replace(/\.tsx?$/, ''), file]),
  )
}

/** Every source file reachable from `entries` through relative imports (tests never are). */
function reachableModules(entries: EntryMap): Set<string> {
  const seen = new Set<string>()
  const pending = Object.values(entries).map((file) => resolve(file))
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    // A missing file is left to esbuild, which reports it with the importer; a specifier in a
    // comment that names no file must not fail the build.
    if (seen.has(file) || !existsSync(file)) continue
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_SPECIFIER))
      pending.push(resolve(dirname(file), match[1] as string))
  }
  return seen
}

/**
 * The public entries plus one entry per module they reach. With `splitting`, esbuild then emits
 * each module as its own chunk instead of one file per public entry, so the integrator's bundler
 * keeps the module granularity of the sources: with `sideEffects: false` it drops the modules a
 * page does not use (and the zod schemas they define at module level) and keeps every `import()`
 * boundary, as the `@openappkit/source` build does.
 */
export function perModuleEntries(entry: NonNullable<Options['entry']>): EntryMap {
  const entries = toEntryMap(entry)
  const publicFiles = new Set(Object.values(entries).map((file) => resolve(file)))
  const sourceDir = resolve('src')
  const modules: EntryMap = {}
  for (const file of reachableModules(entries)) {
    // Anything outside `src` (none today) stays bundled into its importer's chunk.
    if (publicFiles.has(file) || !file.startsWith(`${sourceDir}${sep}`)) continue
    // Under `_modules/` so no module's output can take a public entry's name.
    const name = join('_modules', relative(sourceDir, file).replace(/\.tsx?$/, ''))
    modules[name] = relative(process.cwd(), file)
  }
  return { ...entries, ...modules }
}

/** The build every publishable package uses: ESM only, bundled declarations, source maps. */
export function packageBuildConfig(options: Pick<Options, 'entry'> & Partial<Options>) {
  const { entry, ...rest } = options
  if (entry === undefined) throw new TypeError('tsup.shared: packageBuildConfig needs an entry')
  return defineConfig({
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    // Declarations only for the public entries: the module entries are an output detail.
    dts: { entry: toEntryMap(entry) },
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    entry: perModuleEntries(entry),
    ...rest,
  })
}

/**
 * The build of a server (apps/api, apps/relay), not a library for bundlers: plain ESM for Node 20
 * with its dependencies left to npm (the package's `dependencies`), the command line as its own
 * entry (`bin`), and the library entry's declarations for those who start it from their own code.
 */
export function serverBuildConfig(options: Partial<Options> = {}) {
  return defineConfig({
    entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: { entry: { index: 'src/index.ts' } },
    sourcemap: true,
    clean: true,
    splitting: true,
    shims: false,
    ...options,
  })
}
