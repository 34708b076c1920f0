import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { reserveLoopbackPort } from '@openappkit/testing/node'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The lab as scripts/lab.sh serves it: the dev server, whose dependency pre-bundling differs from
// the production build the other files drive.
const labFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

let server: ViteDevServer
let cacheDir: string

beforeAll(async () => {
  // A pre-bundle cache of its own: a cold start, and nothing shared with a lab.sh running here.
  cacheDir = await mkdtemp(join(tmpdir(), 'openappkit-lab-vite-'))
  server = await createServer({
    configFile: labFile('vite.config.ts'),
    cacheDir,
    logLevel: 'silent',
    server: { port: await reserveLoopbackPort(), strictPort: true, hmr: false },
  })
  await server.listen()
  // Imports are rewritten to pre-bundled dependencies once the dependency scan has found them.
  await server.environments.client.depsOptimizer?.scanProcessing
})

afterAll(async () => {
  await server?.close()
  await rm(cacheDir, { recursive: true, force: true })
})

/** The pre-bundled dependencies the dev server has `file` import, as the browser gets them. */
async function bundledImports(file: string): Promise<string[]> {
  const result = await server.transformRequest(`/@fs${file}`)
  // `/@fs<cacheDir>/deps/ethers5.js?v=...`: the cache is outside the lab's root.
  const urls = result?.code.match(/\/deps\/[^"'?]+/g) ?? []
  return [...new Set(urls)]
}

describe('the lab dev server', () => {
  it('serves the ethers5 adapter the ethers 5 its preset uses, not the lab’s ethers 6', async () => {
    const adapter = await bundledImports(
      labFile('../../packages/adapter-ethers5/src/ethers5-library.ts'),
    )
    const preset = await bundledImports(labFile('src/presets/ethers5.ts'))
    expect(adapter).toHaveLength(1)
    expect(adapter).toEqual(preset)
  })
})
