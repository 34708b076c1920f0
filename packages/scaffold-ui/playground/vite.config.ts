import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// A plain Vite page: esbuild compiles the JSX, workspace packages resolve to their sources, and
// one copy of React serves the page and the modal.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    conditions: ['@openappkit/source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom'],
    alias: { vitest: fileURLToPath(new URL('./vitest-stub.ts', import.meta.url)) },
  },
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
})
