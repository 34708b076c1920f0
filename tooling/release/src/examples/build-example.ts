import { runCommand } from '../run-command.ts'
import type { ExampleApp } from './example-apps.ts'
import type { ExampleDevnetManifest } from './example-modules.ts'

/** `npm run build` of an installed example (vite build, next build), timed. */
export async function buildExample(
  app: ExampleApp,
  appDir: string,
  devnet: ExampleDevnetManifest,
  env: NodeJS.ProcessEnv,
): Promise<{ buildMs: number }> {
  const startedAt = performance.now()
  await runCommand({
    purpose: `build examples/${app.name}`,
    command: 'npm',
    args: ['run', 'build'],
    cwd: appDir,
    env: { ...env, ...app.buildEnv(devnet) },
  })
  return { buildMs: Math.round(performance.now() - startedAt) }
}
