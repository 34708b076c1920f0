import { relative } from 'node:path'
import type { Plugin } from 'vite'

// A build manifest of what each chunk holds, for the JS budgets (budget.test.ts): chunk files
// carry a content hash and Vite's own manifest names no module of a shared chunk, so a budget
// that fails could not say what grew without it.

/** Where the build writes the chunk manifest, inside its output folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

/** Per chunk file: the module it is the facade of (an entry or `import()`ed module), if any,
 * and the bytes each module renders into it (after tree-shaking, before minification). */
export type ChunkModules = Record<string, { facade?: string; modules: Record<string, number> }>

const PNPM_PACKAGE = /^(?:.*\/)?node_modules\/\.pnpm\/[^/]+\/node_modules\//

/** A module id without the machine's paths: `viem/_esm/...`, `packages/appkit/src/...`. */
export function shortModuleId(id: string, repoRoot: string): string {
  if (id.startsWith('\0')) return `virtual:${id.slice(1)}`
  const path = relative(repoRoot, id.split('?')[0] ?? id)
  return path.replace(PNPM_PACKAGE, '').replace(/^(?:.*\/)?node_modules\//, '')
}

/** A Vite plugin that writes {@link CHUNK_MODULES_FILE} at the end of a client build. */
export function chunkModulesManifest(repoRoot: string): Plugin {
  return {
    name: 'openappkit:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id, module]) => [shortModuleId(id, repoRoot), module.renderedLength] as const)
        chunks[output.fileName] = {
          ...(output.facadeModuleId
            ? { facade: shortModuleId(output.facadeModuleId, repoRoot) }
            : {}),
          modules: Object.fromEntries(modules),
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      })
    },
  }
}
