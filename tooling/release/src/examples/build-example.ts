import { runCommand } from '../run-command.ts'
import type { ExampleApp, ExampleEndpoints } from './example-apps.ts'
import type { ExampleDevnetManifest } from './example-modules.ts'

/**
 * `npm run build` of an installed example (vite build, next build), timed. Vite examples get
 * hidden source maps (not referenced by the scripts), so an initial-load budget that fails can
 * name the modules of the chunks that grew; the scripts themselves are byte for byte the same.
 */
export async function buildExample(
  app: ExampleApp,
  appDir: string,
  devnet: ExampleDevnetManifest,
  env: NodeJS.ProcessEnv,
  endpoints: ExampleEndpoints,
): Promise<{ buildMs: number }> {
  const startedAt = performance.now()
  await runCommand({
    purpose: `build examples/${app.name}`,
    command: 'npm',
    args:
      app.server === 'static' ? ['run', 'build', '--', '--sourcemap', 'hidden'] : ['run', 'build'],
    cwd: appDir,
    env: { ...env, ...app.buildEnv(devnet, endpoints) },
  })
  return { buildMs: Math.round(performance.now() - startedAt) }
}
