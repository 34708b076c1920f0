import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'
import { chunkModulesManifest } from './test/budget-chunk-modules.ts'

const ETHERS5_ADAPTER_SOURCES = fileURLToPath(
  new URL('../../packages/adapter-ethers5/', import.meta.url),
)

// The lab has ethers 6 as `ethers` and ethers 5 as `ethers5`; the ethers5 adapter's sources import
// ethers 5 as `ethers`. The dev server pre-bundles a dependency once per bare name, so without this
// it served ethers 6 to that adapter (no `providers` export: the ethers5 preset read no balance).
// Pointing it at `ethers5` gives it the same copy the preset uses (one ethers 5, as in an app).
function ethers5ForItsAdapter(): Plugin {
  return {
    name: 'lab:ethers5-for-its-adapter',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'ethers' || !importer?.startsWith(ETHERS5_ADAPTER_SOURCES)) return null
      return this.resolve('ethers5', fileURLToPath(import.meta.url), { ...options, skipSelf: true })
    },
  }
}

// Workspace packages resolve to their sources, so the lab runs without building them first;
// one copy of React serves the page and the modal.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    conditions: ['@openappkit/source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom'],
  },
  esbuild: { jsx: 'automatic' },
  // .vite/chunk-modules.json, what each hashed chunk holds: the JS budgets
  // (test/budget.test.ts) name the modules that grew with it.
  plugins: [
    ethers5ForItsAdapter(),
    chunkModulesManifest(fileURLToPath(new URL('../..', import.meta.url))),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    // index.html is the lab; ssr.html is the same page hydrating server-rendered markup;
    // elements.html is a host without a framework, using only the custom elements.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        ssr: fileURLToPath(new URL('./ssr.html', import.meta.url)),
        elements: fileURLToPath(new URL('./elements.html', import.meta.url)),
      },
    },
  },
})
