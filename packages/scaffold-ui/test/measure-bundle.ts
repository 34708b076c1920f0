import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, defaultClientConditions, type Rollup } from 'vite'

export type ChunkSize = { name: string; bytes: number; gzip: number; initial: boolean }
export type BundleMeasure = { chunks: ChunkSize[]; initialGzip: number; initialBytes: number }

const entrySource = fileURLToPath(new URL('../src/index.ts', import.meta.url))

/**
 * Bundles `mountModal` as an app would (minified, every workspace dependency and valtio inside,
 * React outside) and sizes each chunk. The initial chunk is the entry plus every chunk it
 * imports statically; lazy view groups and catalogues are the rest.
 */
export async function measureBundle(): Promise<BundleMeasure> {
  const dir = await mkdtemp(join(tmpdir(), 'apkt-measure-'))
  try {
    const entry = join(dir, 'entry.ts')
    await writeFile(entry, `export { mountModal } from ${JSON.stringify(entrySource)}\n`)
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
          input: entry,
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
