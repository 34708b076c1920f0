import { defineConfig, type Options } from 'tsup'

/** The build every publishable package uses: ESM only, bundled declarations, source maps. */
export function packageBuildConfig(options: Pick<Options, 'entry'> & Partial<Options>) {
  return defineConfig({
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    ...options,
  })
}
