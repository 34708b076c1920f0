import { defineProject, mergeConfig } from 'vitest/config'
import { sharedTestConfig } from '../../vitest.shared.ts'

// Unit tests only: the adapter against a wallet over a real relay is tested in
// packages/walletconnect, which runs the relay and the devnet.
export default mergeConfig(sharedTestConfig, defineProject({ test: { name: 'adapter-universal' } }))
