import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

export default mergeConfig(
  sharedTestConfig,
  defineProject({
    esbuild: { jsx: 'automatic' },
    test: { name: 'ui', environment: 'happy-dom', setupFiles: ['./test/setup.ts'] },
  }),
)
