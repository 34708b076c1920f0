import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevnetManifest } from '@openappkit/testing'
import { serveDirectory, startDevnetProcess } from '@openappkit/testing/node'
import { build } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    compat: { manifest: DevnetManifest; origin: string }
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The apps built for production and served statically, and one devnet for every test. */
export async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'openappkit-compat-dist-'))
  // Vitest sets NODE_ENV=test, which would make this a development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root: ROOT,
      configFile: `${ROOT}vite.config.ts`,
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const site = await serveDirectory(outDir)
  const devnet = await startDevnetProcess({ ephemeral: true }).catch(async (error: unknown) => {
    await site.close()
    throw error
  })
  project.provide('compat', { manifest: devnet.manifest, origin: site.origin })
  return async () => {
    await devnet.stop()
    await site.close()
    await rm(outDir, { recursive: true, force: true })
  }
}
