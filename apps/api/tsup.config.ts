import { defineConfig } from 'tsup'

// A server, not a library for bundlers: plain ESM for Node 20 with its dependencies left to
// npm (the package's `dependencies`), the command line as its own entry (`bin`), and the
// library entry's declarations for those who start the api from their own code.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  shims: false,
  // An optional dependency (tsup leaves only dependencies and peers out of the bundle): SQLite's
  // native addon, loaded when a sqlite: database is configured.
  external: ['better-sqlite3'],
})
