import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// Integration suites start a devnet (anvil + LiteSVM) each and share one PostgreSQL cluster.
export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'api',
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
)
