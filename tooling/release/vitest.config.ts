import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The rehearsal installs, builds and publishes a copy of the tree, then the examples are installed
// from its registry, built and driven in Chromium: minutes of both cores. Its group runs after
// every other project's, so it neither slows them nor is slowed by them.
export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'release',
      include: ['test/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 1_200_000,
      sequence: { groupOrder: 1 },
    },
  }),
)
