import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig, defineProject, mergeConfig } from 'vitest/config'

// Workspace packages resolve to their TypeScript sources, so tests need no prior build.
const sourceCondition = '@openappkit/source'

/** Settings every package's vitest config starts from. */
export const sharedTestConfig = defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
})

/**
 * The project of a package whose tests share one devnet started by `test/global-setup.ts`; the
 * setup reads workspace sources too, so @openappkit/testing needs no build first.
 */
export function devnetPackageProject(name: string) {
  return mergeConfig(
    sharedTestConfig,
    defineProject({
      environments: {
        __vitest__: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
      },
      test: {
        name,
        globalSetup: ['./test/global-setup.ts'],
        testTimeout: 20_000,
        hookTimeout: 60_000,
      },
    }),
  )
}
