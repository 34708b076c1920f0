import { fileURLToPath } from 'node:url'
import type { Options } from 'tsup'

// Absolute paths: the global setup may run from the repository root (`vitest --project`).
const packagePath = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** tsup options of the browser bundle that `injectTestWallet` adds to a page. */
export const browserWalletBuildOptions: Options = {
  entry: { 'test-wallet.global': packagePath('src/browser/install-test-wallet.ts') },
  outDir: packagePath('dist'),
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  globalName: 'OpenAppKitTestWallet',
  outExtension: () => ({ js: '.js' }),
  minify: true,
  clean: false,
  dts: false,
  sourcemap: false,
  noExternal: [/.*/],
}
