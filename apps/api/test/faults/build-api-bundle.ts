import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url))
// Inside apps/api/node_modules so the bundle's external imports (native modules) resolve.
const OUTPUT_DIRECTORY = join(API_ROOT, 'node_modules', '.cache', 'openappkit-faults')

type Esbuild = {
  build(options: Record<string, unknown>): Promise<unknown>
}

/**
 * Bundles `src/cli.ts` with esbuild, the compiler tsx itself runs (resolved through tsx, so no
 * extra dependency), and returns the file. Why: under tsx every start compiles the sources again
 * (measured ~2.8 s of CPU per start on the 2-core machine), so 200 restarts would need more CPU
 * than three minutes hold; the bundle starts in ~0.3 s of CPU and is the same code.
 */
export async function buildApiBundle(): Promise<string> {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'))
  const esbuild = fromTsx('esbuild') as Esbuild
  mkdirSync(OUTPUT_DIRECTORY, { recursive: true })
  const outfile = join(OUTPUT_DIRECTORY, `cli-${process.pid}.mjs`)
  await esbuild.build({
    entryPoints: [join(API_ROOT, 'src', 'cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    conditions: ['@openappkit/source'],
    // Native modules stay outside (pg-native is pg's optional one, never installed), and so does
    // jsonc-parser, whose UMD build requires its own files at run time (the bundle sits under
    // apps/api/node_modules, where Node finds it).
    external: ['better-sqlite3', 'pg-native', 'jsonc-parser'],
    // Bundled CommonJS dependencies call require(): give the ES module one.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
    },
    logLevel: 'error',
  })
  return outfile
}
