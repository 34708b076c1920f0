import type { DevnetManifest } from '@openappkit/testing'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetManifest: DevnetManifest
    /**
     * The wagmi major, of `wagmi` and `@wagmi/core` both, the run resolves (vitest.config.ts: 3,
     * vitest.wagmi2.config.ts: 2).
     */
    wagmiMajor: 2 | 3
  }
}

// One devnet on free ports for the whole run of this package (`inject('devnetManifest')`).
export { provideDevnet as setup } from '@openappkit/testing/node'
