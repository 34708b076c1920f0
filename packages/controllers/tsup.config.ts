import { packageBuildConfig } from '../../tsup.shared.ts'

// The test kit is its own entry so the main bundle never pulls in vitest; the EIP-1193 adapter
// body is its own so only the ethers adapters carry it; `internal` is what our own packages use
// beyond the public surface.
export default packageBuildConfig({
  entry: {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    'test-kit': 'src/test-kit/index.ts',
    'eip1193-adapter': 'src/adapter/eip1193/index.ts',
  },
  external: ['vitest'],
})
