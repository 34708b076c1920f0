import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// Built as an integrator's app is: the packages' published entries (their `dist`, no source
// condition), and one copy of each library the app and our adapters share as peers — what npm
// gives an app outside this workspace.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    dedupe: [
      'react',
      'react-dom',
      'wagmi',
      '@wagmi/core',
      'viem',
      '@tanstack/react-query',
      'ethers',
    ],
  },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        wagmi: fileURLToPath(new URL('./wagmi.html', import.meta.url)),
        ethers: fileURLToPath(new URL('./ethers.html', import.meta.url)),
      },
    },
  },
})
