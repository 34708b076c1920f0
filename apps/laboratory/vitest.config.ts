import { defaultServerConditions } from 'vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The end-to-end suite builds the lab, starts devnet and api, and drives Chromium through every
// flow: hooks wait for those processes and each test for real blocks.
export default mergeConfig(
  sharedTestConfig,
  defineProject({
    esbuild: { jsx: 'automatic' },
    resolve: { dedupe: ['react', 'react-dom'] },
    // The global setup runs in vitest's own environment: let it read workspace sources too, so
    // @openappkit/testing needs no build first.
    environments: {
      __vitest__: { resolve: { conditions: ['@openappkit/source', ...defaultServerConditions] } },
    },
    test: {
      name: 'laboratory',
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      // The phone's WalletConnect client runs in Node: through vite, for its CommonJS interop.
      server: { deps: { inline: [/@walletconnect\//] } },
    },
  }),
)
