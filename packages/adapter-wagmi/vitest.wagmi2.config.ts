import { mergeConfig } from 'vitest/config'
import { devnetPackageProject } from '../../vitest.shared.ts'

/**
 * The adapter's tests with `@wagmi/core` resolved to 2.x (the `@wagmi/core-v2` devDependency):
 * the peer range takes both majors, and most dapps still pin wagmi 2. The React hooks test stays
 * out: the `wagmi` React package installed here is 3.x and imports its own @wagmi/core 3.
 */
export default mergeConfig(devnetPackageProject('adapter-wagmi (@wagmi/core 2)'), {
  resolve: { alias: { '@wagmi/core': '@wagmi/core-v2' } },
  test: {
    provide: { wagmiMajor: 2 },
    exclude: ['**/node_modules/**', 'src/**/*.test.tsx'],
  },
})
