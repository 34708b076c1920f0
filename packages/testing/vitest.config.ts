import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'testing',
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
)
