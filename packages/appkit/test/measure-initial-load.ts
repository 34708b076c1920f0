import { mkdtemp, rm, writeFile } from 'node:fs/promises'
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
export type InitialLoadMeasure = { chunks: ChunkSize[]; initialGzip: number; initialBytes: number }

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))

/**
 * Bundles what a host page imports up front — createAppKit, the provider, the hooks and the
 * button elements — as an app would (minified, workspace packages, valtio and zod inside, React
 * outside), and sizes each chunk. Initial = the entry and every chunk it imports statically;
 * the modal (scaffold-ui) must be among the rest.
 */
export async function measureInitialLoad(): Promise<InitialLoadMeasure> {
  const dir = await mkdtemp(join(tmpdir(), 'apkt-appkit-measure-'))
  try {
    const entry = join(dir, 'entry.ts')
    await writeFile(
      entry,
      [
        `export { createAppKit } from ${source('../src/index.ts')}`,
        `export { AppKitProvider, useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useDisconnect, useWalletInfo, useAppKitState, useAppKitTheme, useAppKitEvents, useAppKitBalance } from ${source('../src/react/index.ts')}`,
        `export { registerAppKitElements } from ${source('../src/elements/index.ts')}`,
        '',
      ].join('\n'),
    )
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
