import { fileURLToPath } from 'node:url'
import type { DevnetManifest } from '@openappkit/testing'
import { startDevnetProcess } from '@openappkit/testing/node'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { serveLab } from './serve-lab.ts'
import { startApiProcess } from './start-api-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    lab: { manifest: DevnetManifest; apiUrl: string; labOrigin: string }
  }
}

const LAB_ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * The laboratory as a person runs it, once for the whole suite: the lab built for production and
 * served statically, the devnet, and the api (its own start command, SQLite, indexer on).
 */
export async function setup(project: TestProject) {
  await build({ root: LAB_ROOT, configFile: `${LAB_ROOT}vite.config.ts`, logLevel: 'warn' })
  const lab = await serveLab(`${LAB_ROOT}dist`)
  const devnet = await startDevnetProcess({ ephemeral: true })
  const api = await startApiProcess({
    manifestPath: devnet.manifestPath,
    allowedOrigins: [lab.origin],
  }).catch(async (error: unknown) => {
    await devnet.stop()
    await lab.close()
    throw error
  })
  project.provide('lab', { manifest: devnet.manifest, apiUrl: api.url, labOrigin: lab.origin })
  return async () => {
    await api.stop()
    await devnet.stop()
    await lab.close()
  }
}
