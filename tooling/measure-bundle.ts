import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, defaultClientConditions, type Rollup } from 'vite'

export type ChunkSize = {
  name: string
  gzip: number
  bytes: number
  initial: boolean
  code: string
  /** Rendered (minified) bytes per source module, largest first. */
  modules: [string, number][]
}

export type BundleMeasure = { chunks: ChunkSize[]; initialGzip: number; initialBytes: number }

/** `export … from` lines naming a package's source files (absolute paths from `base`). */
export function entryExports(base: string, exports: Record<string, string>): string {
  return Object.entries(exports)
    .map(([names, path]) => {
      const file = JSON.stringify(fileURLToPath(new URL(path, base)))
      return `export { ${names} } from ${file}`
    })
    .join('\n')
}

/**
 * Bundles the module `entry` (its source text) as an app would (minified, workspace packages
 * from source, their dependencies inside, React outside) and sizes each chunk. Initial = the
 * entry and every chunk it imports statically; the rest loads on demand.
 */
export async function measureBundle(entry: string): Promise<BundleMeasure> {
  const dir = await mkdtemp(join(tmpdir(), 'openappkit-measure-'))
  try {
    const input = join(dir, 'entry.ts')
    await writeFile(input, `${entry}\n`)
    const output = (await build({
      configFile: false,
      logLevel: 'error',
      resolve: {
        conditions: ['@openappkit/source', ...defaultClientConditions],
        dedupe: ['react', 'react-dom'],
      },
      esbuild: { jsx: 'automatic' },
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        reportCompressedSize: false,
        rollupOptions: {
          input,
          preserveEntrySignatures: 'exports-only',
          external: (id) => /^react(-dom)?(\/|$)/.test(id),
          output: { format: 'es' },
        },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[]
    const outputs = Array.isArray(output) ? output : [output]
    const files = outputs.flatMap((item) => item.output).filter((item) => item.type === 'chunk')
    const byName = new Map(files.map((chunk) => [chunk.fileName, chunk]))
    const initial = new Set<string>()
    const visit = (name: string) => {
      if (initial.has(name)) return
      initial.add(name)
      for (const imported of byName.get(name)?.imports ?? []) visit(imported)
    }
    for (const chunk of files) if (chunk.isEntry) visit(chunk.fileName)
    const chunks = files
      .map((chunk) => ({
        name: chunk.fileName,
        bytes: Buffer.byteLength(chunk.code),
        gzip: gzipSync(chunk.code, { level: 9 }).length,
        initial: initial.has(chunk.fileName),
        code: chunk.code,
        modules: Object.entries(chunk.modules)
          .map(([id, info]): [string, number] => [id, info.renderedLength])
          .sort((a, b) => b[1] - a[1]),
      }))
      .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip)
    const initialChunks = chunks.filter((chunk) => chunk.initial)
    return {
      chunks,
      initialGzip: initialChunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
      initialBytes: initialChunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Writes one line per chunk and the initial total to `file` (a `test-results/` file URL). */
export async function writeBundleReport(measure: BundleMeasure, file: URL): Promise<void> {
  const lines = measure.chunks.map(
    (chunk) =>
      `${chunk.initial ? 'initial' : 'lazy   '} ${String(chunk.gzip).padStart(6)} B gz ${String(chunk.bytes).padStart(7)} B  ${chunk.name}`,
  )
  await mkdir(new URL('.', file), { recursive: true })
  await writeFile(
    fileURLToPath(file),
    `${lines.join('\n')}\ninitial total: ${measure.initialGzip} B gzip (${measure.initialBytes} B minified)\n`,
  )
}
