import { packageBuildConfig } from '../../tsup.shared.ts'

// The test kit is its own entry so the main bundle never pulls in vitest.
export default packageBuildConfig({
  entry: ['src/index.ts', 'src/test-kit.ts'],
  external: ['vitest'],
})
