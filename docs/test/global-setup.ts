import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { serveSite } from './static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    site: { outDir: string; origin: string; buildSeconds: number }
  }
}

const run = promisify(execFile)
const DOCS_ROOT = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => join(DOCS_ROOT, 'node_modules', '.bin', name)

/**
 * What `pnpm docs:build` does, into a folder of this run: the reference generated from the
 * packages' sources (it fails on a public name without a doc comment), then `vitepress build`.
 */
export async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'openappkit-docs-'))
  const started = Date.now()
  // Vitest sets NODE_ENV=test, which would make this a development build of Vue.
  const env = { ...process.env, NODE_ENV: 'production' }
  try {
    await run(bin('tsx'), ['--conditions=@openappkit/source', 'scripts/write-reference.ts'], {
      cwd: DOCS_ROOT,
      env,
    })
    await run(bin('vitepress'), ['build', '.', '--outDir', outDir], { cwd: DOCS_ROOT, env })
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`The docs did not build:\n${stdout ?? ''}\n${stderr ?? String(error)}`)
  }
  const buildSeconds = (Date.now() - started) / 1000
  const site = await serveSite(outDir)
  project.provide('site', { outDir, origin: site.origin, buildSeconds })
  return async () => {
    await site.close()
    await rm(outDir, { recursive: true, force: true })
  }
}
