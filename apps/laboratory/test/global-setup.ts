import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevnetManifest } from '@openappkit/testing'
import {
  reserveLoopbackPort,
  serveDirectory,
  startAll,
  startDevnetProcess,
} from '@openappkit/testing/node'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { startApiProcess } from './start-api-process.ts'
import { startRelayProcess } from './start-relay-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    lab: {
      manifest: DevnetManifest
      apiUrl: string
      relayUrl: string
      labOrigin: string
      ssrPort: number
    }
  }
}

const LAB_ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * The laboratory as a person runs it, once for the whole suite: the lab built for production and
 * served statically, the devnet, the relay and the api (their own start commands; SQLite,
 * indexer on).
 */
export async function setup(project: TestProject) {
  // A folder per run: runs side by side (or a `vite build` meanwhile) never share files.
  const outDir = await mkdtemp(join(tmpdir(), 'openappkit-lab-dist-'))
  // Vitest sets NODE_ENV=test, which would make this a development build (React, JSX runtime).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root: LAB_ROOT,
      configFile: `${LAB_ROOT}vite.config.ts`,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const lab = await serveDirectory(outDir)
  const ssrPort = await reserveLoopbackPort()
  const [devnet, relay] = await startAll([
    () => startDevnetProcess({ ephemeral: true }),
    () => startRelayProcess(),
  ] as const).catch(async (error: unknown) => {
    await lab.close()
    await rm(outDir, { recursive: true, force: true })
    throw error
  })
  const api = await startApiProcess({
    manifestPath: devnet.manifestPath,
    allowedOrigins: [lab.origin, `http://127.0.0.1:${ssrPort}`],
  }).catch(async (error: unknown) => {
    await relay.stop()
    await devnet.stop()
    await lab.close()
    await rm(outDir, { recursive: true, force: true })
    throw error
  })
  project.provide('lab', {
    manifest: devnet.manifest,
    apiUrl: api.url,
    relayUrl: relay.url,
    labOrigin: lab.origin,
    ssrPort,
  })
  return async () => {
    await api.stop()
    await relay.stop()
    await devnet.stop()
    await lab.close()
    await rm(outDir, { recursive: true, force: true })
  }
}
