import { startRelay } from '@openappkit/relay'
import type { DevnetManifest } from '@openappkit/testing'
import { startAll, startDevnetProcess } from '@openappkit/testing/node'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetManifest: DevnetManifest
    relayUrl: string
  }
}

/** One devnet and one relay on free ports for the whole run of this package. */
export async function setup(project: TestProject) {
  const [devnet, relay] = await startAll([
    () => startDevnetProcess({ ephemeral: true }),
    () => startRelay(),
  ] as const)
  project.provide('devnetManifest', devnet.manifest)
  project.provide('relayUrl', relay.url)
  return async () => {
    await Promise.all([devnet.stop(), relay.stop()])
  }
}
