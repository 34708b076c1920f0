import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// Built as an integrator's app is: the packages' published entries (their `dist`, no source
// condition), and one copy of each library the app and our adapters share as peers — what npm
// gives an app outside this workspace. Not ethers: the ethers5 app's `ethers` is v5 (here the
// `ethers5` alias) and the ethers app's v6, so each adapter resolves its own, which pnpm links to
// the same copy as the app's.
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
      '@solana/web3.js',
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
        ethers5: fileURLToPath(new URL('./ethers5.html', import.meta.url)),
        solana: fileURLToPath(new URL('./solana.html', import.meta.url)),
        bitcoin: fileURLToPath(new URL('./bitcoin.html', import.meta.url)),
        multichain: fileURLToPath(new URL('./multichain.html', import.meta.url)),
      },
    },
  },
})
