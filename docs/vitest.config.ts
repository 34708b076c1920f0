import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../vitest.shared.ts'

// The site as a visitor gets it: built once by the global setup (reference generated from the
// sources, then `vitepress build`), served on loopback, read from disk and opened in Chromium.
export default mergeConfig(
  sharedTestConfig,
  defineProject({
    test: {
      name: 'docs',
      include: ['test/**/*.test.ts'],
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 300_000,
    },
  }),
)
