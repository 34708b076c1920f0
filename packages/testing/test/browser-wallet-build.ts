import { fileURLToPath } from 'node:url'
import type { Options } from 'tsup'

// Absolute paths: the global setup may run from the repository root (`vitest --project`).
const packagePath = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

const iife = (entry: string, source: string, globalName: string): Options => ({
  entry: { [entry]: packagePath(source) },
  outDir: packagePath('dist'),
  format: ['iife'],
  platform: 'browser',
  target: 'es2022',
  globalName,
  outExtension: () => ({ js: '.js' }),
  minify: true,
  clean: false,
  dts: false,
  sourcemap: false,
  noExternal: [/.*/],
})

/**
 * tsup options of the browser bundles the injectors add to a page: EVM (the test wallet and the
 * forwarding extension wallet), Solana, Bitcoin, and the WalletConnect wallet a phone page runs.
 */
export const browserWalletBuildOptions: Options[] = [
  iife('test-wallet.global', 'src/browser/install-test-wallet.ts', 'OpenAppKitTestWallet'),
  iife(
    'forwarding-wallet.global',
    'src/browser/install-forwarding-wallet.ts',
    'OpenAppKitForwardingWallet',
  ),
  iife(
    'solana-test-wallet.global',
    'src/browser/install-solana-test-wallet.ts',
    'OpenAppKitSolanaTestWallet',
  ),
  iife(
    'bitcoin-test-wallet.global',
    'src/browser/install-bitcoin-test-wallet.ts',
    'OpenAppKitBitcoinTestWallet',
  ),
  iife(
    'walletconnect-test-wallet.global',
    'src/browser/install-walletconnect-test-wallet.ts',
    'OpenAppKitWalletConnectTestWallet',
  ),
]
