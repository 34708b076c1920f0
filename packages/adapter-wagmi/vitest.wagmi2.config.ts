import { mergeConfig } from 'vitest/config'
import { devnetPackageProject } from '../../vitest.shared.ts'

/**
 * The adapter's tests against wagmi 2, as most dapps still pin it: `@wagmi/core` resolves to 2.x
 * (the `@wagmi/core-v2` devDependency) and the React package `wagmi` to 2.x (`wagmi-v2`), whose own
 * @wagmi/core is that same copy, so the adapter's config and wagmi's hooks share one core. The
 * peer ranges take both majors.
 */
export default mergeConfig(devnetPackageProject('adapter-wagmi (wagmi 2)'), {
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: { '@wagmi/core': '@wagmi/core-v2', wagmi: 'wagmi-v2' },
    dedupe: ['react', 'react-dom'],
  },
  test: { provide: { wagmiMajor: 2 } },
})
