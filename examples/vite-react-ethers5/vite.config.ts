import { defineConfig } from 'vite'

// No React plugin: esbuild's automatic JSX runtime is all this app needs (no fast refresh).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: { reportCompressedSize: false },
})
