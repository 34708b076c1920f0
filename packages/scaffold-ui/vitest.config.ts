import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

export default mergeConfig(
  sharedTestConfig,
  defineProject({
    esbuild: { jsx: 'automatic' },
    resolve: { dedupe: ['react', 'react-dom'] },
    test: {
      name: 'scaffold-ui',
      environment: 'happy-dom',
      setupFiles: ['./test/setup.ts'],
      // Several findBy waits of 4 s each (test/setup.ts) fit in one test on a loaded CI machine.
      testTimeout: 15_000,
    },
  }),
)
