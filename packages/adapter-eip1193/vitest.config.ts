import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// Unit tests only: the adapter against real wallets and the devnet is tested through the ethers
// adapters built on it (packages/adapter-ethers, packages/adapter-ethers5).
export default mergeConfig(sharedTestConfig, defineProject({ test: { name: 'adapter-eip1193' } }))
