import type { DevnetManifest } from './manifest-schema.ts'
import { startDevnetProcess } from './start-devnet-process.ts'

/** The part of vitest's TestProject a global setup provides values through. */
export type ProvidingProject = { provide(key: 'devnetManifest', value: DevnetManifest): void }

/**
 * A vitest global setup: one devnet on free ports for a package's whole run, its manifest
 * provided as `devnetManifest` (`inject('devnetManifest')` in the tests; the package declares it
 * in vitest's ProvidedContext). Returns the teardown.
 */
export async function provideDevnet(project: ProvidingProject): Promise<() => Promise<void>> {
  const devnet = await startDevnetProcess({ ephemeral: true })
  project.provide('devnetManifest', devnet.manifest)
  return () => devnet.stop()
}
