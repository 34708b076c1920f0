import { defaultServerConditions } from 'vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// Builds the apps for production, starts the devnet once, and drives each app in Chromium.
export default mergeConfig(
  sharedTestConfig,
  defineProject({
    environments: {
      __vitest__: { resolve: { conditions: ['@openappkit/source', ...defaultServerConditions] } },
    },
    test: {
      name: 'compat',
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      // The phone's WalletConnect client runs in Node: through vite, for its CommonJS interop.
      server: { deps: { inline: [/@walletconnect\//] } },
    },
  }),
)
