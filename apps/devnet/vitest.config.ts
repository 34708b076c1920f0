import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// Each test file starts a real devnet (anvil processes, LiteSVM): give hooks time to boot it.
export default mergeConfig(
  sharedTestConfig,
  defineProject({ test: { name: 'devnet', testTimeout: 30_000, hookTimeout: 30_000 } }),
)
