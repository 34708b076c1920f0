import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'
import { chunkModulesManifest } from './test/budget-chunk-modules.ts'

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
  plugins: [chunkModulesManifest(fileURLToPath(new URL('../..', import.meta.url)))],
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
