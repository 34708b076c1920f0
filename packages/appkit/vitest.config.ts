import { defaultServerConditions } from 'vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

export default mergeConfig(
  sharedTestConfig,
  defineProject({
    esbuild: { jsx: 'automatic' },
    resolve: { dedupe: ['react', 'react-dom'] },
    // The global setup runs in vitest's own environment; let it read workspace sources too, so
    // @openappkit/testing needs no build first.
    environments: {
      __vitest__: { resolve: { conditions: ['@openappkit/source', ...defaultServerConditions] } },
    },
    test: {
      name: 'appkit',
      environment: 'happy-dom',
      setupFiles: ['./test/setup.ts'],
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
      // The WalletConnect clients of test/walletconnect-disconnect.test.ts: through vite, for
      // their CommonJS interop.
      server: { deps: { inline: [/@walletconnect\//] } },
    },
  }),
)
