import { defaultServerConditions } from 'vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

export default mergeConfig(
  sharedTestConfig,
  defineProject({
    // The global setup runs in vitest's own environment; let it read workspace sources too, so
    // @openappkit/testing needs no build first.
    environments: {
      __vitest__: { resolve: { conditions: ['@openappkit/source', ...defaultServerConditions] } },
    },
    test: {
      name: 'adapter-ethers5',
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
)
