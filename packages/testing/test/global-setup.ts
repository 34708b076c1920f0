import { build } from 'tsup'
import type { TestProject } from 'vitest/node'
import type { DevnetManifest } from '../src/index.ts'
import { startDevnetProcess } from '../src/node.ts'
import { browserWalletBuildOptions } from './browser-wallet-build.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    devnetManifest: DevnetManifest
  }
}

/** One devnet on free ports for the whole run, and the browser bundle the injector reads. */
export async function setup(project: TestProject) {
  // Build first: a failing build must not leave a devnet behind.
  for (const options of browserWalletBuildOptions) {
    await build({ ...options, config: false, silent: true })
  }
  const devnet = await startDevnetProcess({ ephemeral: true })
  project.provide('devnetManifest', devnet.manifest)
  return () => devnet.stop()
}
