import { defaultServerConditions } from 'vite'
import { defineProject, mergeConfig } from 'vitest/config'
import { devnetPackageProject } from '../../vitest.shared.ts'

// The WalletConnect test runs the dapp's and the phone's clients in Node: `ws` and the
// @walletconnect packages must resolve to their Node builds, not the browser ones the shared
// client conditions pick (as packages/adapter-bitcoin does; mergeConfig would append, so replace).
const nodeConditions = ['@openappkit/source', ...defaultServerConditions]

export default mergeConfig(
  { ...devnetPackageProject('adapter-solana'), resolve: { conditions: nodeConditions } },
  defineProject({
    environments: { __vitest__: { resolve: { conditions: nodeConditions } } },
    test: { testTimeout: 30_000, server: { deps: { inline: [/@walletconnect\//] } } },
  }),
)
