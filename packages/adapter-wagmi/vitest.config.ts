import { mergeConfig } from 'vitest/config'
import { devnetPackageProject } from '../../vitest.shared.ts'

// The adapter's tests against the workspace's wagmi and @wagmi/core (3.x); vitest.wagmi2.config.ts
// runs them against 2.x.
export default mergeConfig(devnetPackageProject('adapter-wagmi'), {
  esbuild: { jsx: 'automatic' },
  resolve: { dedupe: ['react', 'react-dom'] },
  test: { provide: { wagmiMajor: 3 } },
})
