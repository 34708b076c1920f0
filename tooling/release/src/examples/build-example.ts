import { runCommand } from '../run-command.ts'
import type { ExampleApp, ExampleRpcUrls } from './example-apps.ts'

/** `npm run build` of an installed example (vite build, next build), timed. */
export async function buildExample(
  app: ExampleApp,
  appDir: string,
  rpcUrls: ExampleRpcUrls,
  env: NodeJS.ProcessEnv,
): Promise<{ buildMs: number }> {
  const startedAt = performance.now()
  await runCommand({
    purpose: `build examples/${app.name}`,
    command: 'npm',
    args: ['run', 'build'],
    cwd: appDir,
    env: { ...env, ...app.buildEnv(rpcUrls) },
  })
  return { buildMs: Math.round(performance.now() - startedAt) }
}
