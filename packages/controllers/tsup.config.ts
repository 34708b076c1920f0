import { packageBuildConfig } from '../../tsup.shared.ts'

// The test kit is its own entry so the main bundle never pulls in vitest; `internal` is what our
// own packages use beyond the public surface.
export default packageBuildConfig({
  entry: {
    index: 'src/index.ts',
    internal: 'src/internal.ts',
    'test-kit': 'src/test-kit/index.ts',
  },
  external: ['vitest'],
})
