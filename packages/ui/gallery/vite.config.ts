import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// A plain Vite page: esbuild compiles the JSX, workspace packages resolve to their sources.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: { conditions: ['@openappkit/source', ...defaultClientConditions] },
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true },
})
