import { defaultServerConditions } from 'vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The WalletConnect clients of these tests run in Node: `ws` must resolve to its Node build, not
// the browser stub the shared client conditions pick (mergeConfig would append, so replace).
const nodeConditions = ['@openappkit/source', ...defaultServerConditions]

export default mergeConfig(
  { ...sharedTestConfig, resolve: { conditions: nodeConditions } },
  defineProject({
    environments: { __vitest__: { resolve: { conditions: nodeConditions } } },
    test: {
      name: 'walletconnect',
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      server: { deps: { inline: [/@walletconnect\//] } },
    },
  }),
)
