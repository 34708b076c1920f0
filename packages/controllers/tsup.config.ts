import { packageBuildConfig } from '../../tsup.shared.ts'

// The test kit is its own entry so the main bundle never pulls in vitest.
export default packageBuildConfig({
  entry: { index: 'src/index.ts', 'test-kit': 'src/test-kit/index.ts' },
  external: ['vitest'],
})
