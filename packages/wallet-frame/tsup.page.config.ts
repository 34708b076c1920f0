import { defineConfig } from 'tsup'

// The frame page's script as one file the api serves; built after the ESM build (no clean).
export default defineConfig({
  entry: { 'frame-page': 'src/frame-page.ts' },
  format: ['iife'],
  target: 'es2022',
  platform: 'browser',
  minify: true,
  sourcemap: false,
  clean: false,
  noExternal: [/.*/],
  outExtension: () => ({ js: '.global.js' }),
})
