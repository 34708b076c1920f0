import { startRelay } from '@openappkit/relay'
import type { DevnetManifest } from '@openappkit/testing'
import { provideDevnet } from '@openappkit/testing/node'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetManifest: DevnetManifest
    /** A relay (apps/relay) for the WalletConnect tests: started here, out of happy-dom. */
    relayUrl: string
  }
}

/** One devnet and one relay on free ports for the whole run of this package. */
export async function setup(project: TestProject) {
  const stopDevnet = await provideDevnet(project)
  const relay = await startRelay().catch(async (error: unknown) => {
    await stopDevnet()
    throw error
  })
  project.provide('relayUrl', relay.url)
  return async () => {
    await Promise.all([stopDevnet(), relay.stop()])
  }
}
