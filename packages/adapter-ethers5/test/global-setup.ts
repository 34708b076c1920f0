import type { DevnetManifest } from '@openappkit/testing'
import { startDevnetProcess } from '@openappkit/testing/node'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetManifest: DevnetManifest
  }
}

/** One devnet on free ports for the whole run of this package. */
export async function setup(project: TestProject) {
  const devnet = await startDevnetProcess({ ephemeral: true })
  project.provide('devnetManifest', devnet.manifest)
  return () => devnet.stop()
}
