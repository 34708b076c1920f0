import { mkdir, symlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { ExampleApp } from './example-apps.ts'
import type { ExampleModules } from './example-modules.ts'
import { startNext } from './start-next.ts'

export type ServedExample = {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** A folder where each script's URL path is its file: what bench/bundle's measure reads. */
  scriptsDir: string
  close(): Promise<void>
}

/**
 * Serves a built example on 127.0.0.1: a Vite app's `dist/` from the static server of
 * `@openappkit/testing`, a Next.js app with `next start` (server rendering on each request).
 */
export async function serveExample(
  app: ExampleApp,
  appDir: string,
  modules: ExampleModules,
  env: NodeJS.ProcessEnv,
): Promise<ServedExample> {
  if (app.server === 'static') {
    const distDir = join(appDir, 'dist')
    const site = await modules.testing.serveDirectory(distDir)
    return { origin: site.origin, scriptsDir: distDir, close: () => site.close() }
  }
  // Next serves `.next/static/*` at `/_next/static/*`: a folder that maps one to the other.
  const scriptsDir = join(appDir, '.scripts-by-url')
  await mkdir(join(scriptsDir, '_next'), { recursive: true })
  await symlink(join(appDir, '.next', 'static'), join(scriptsDir, '_next', 'static'))
  const next = await startNext(appDir, env)
  return { origin: next.origin, scriptsDir, close: next.stop }
}
