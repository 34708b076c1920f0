import type { DevnetManifest } from '@openappkit/testing'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetManifest: DevnetManifest
  }
}

// One devnet on free ports for the whole run of this package (`inject('devnetManifest')`).
export { provideDevnet as setup } from '@openappkit/testing/node'
