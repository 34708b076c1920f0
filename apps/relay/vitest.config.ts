import { defaultServerConditions } from 'vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// The WalletConnect clients of the tests run in Node: `ws` must resolve to its Node build, not
// the browser stub the shared client conditions pick (mergeConfig would append, so replace).
const nodeConditions = ['@openappkit/source', ...defaultServerConditions]

export default mergeConfig(
  { ...sharedTestConfig, resolve: { conditions: nodeConditions } },
  defineProject({
    test: {
      name: 'relay',
      testTimeout: 30_000,
      hookTimeout: 30_000,
      server: { deps: { inline: [/@walletconnect\//] } },
    },
  }),
)
