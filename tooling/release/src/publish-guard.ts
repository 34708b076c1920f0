import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SCOPE } from './local-registry.ts'
import { runCommand } from './run-command.ts'
import type { WorkspacePackage } from './workspace-packages.ts'

/**
 * Refuses to publish unless every package would go to the local registry: a rehearsal must never
 * reach the public one, whatever the maintainer's npm configuration holds. changesets prefers a
 * package's `publishConfig.registry` over the environment, so that is checked too.
 */
export async function assertPublishesOnlyTo(
  registryUrl: string,
  root: string,
  packages: readonly WorkspacePackage[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  for (const setting of ['registry', `${SCOPE}:registry`]) {
    const configured = (
      await runCommand({
        purpose: `read npm's ${setting}`,
        command: 'npm',
        args: ['config', 'get', setting],
        cwd: root,
        env,
      })
    ).trim()
    if (configured !== registryUrl) {
      throw new Error(`release rehearsal refuses to publish: npm's ${setting} is ${configured}`)
    }
  }
  for (const pkg of packages.filter((candidate) => !candidate.private)) {
    const manifest = JSON.parse(await readFile(join(pkg.dir, 'package.json'), 'utf8')) as {
      publishConfig?: Record<string, unknown>
    }
    const own = Object.keys(manifest.publishConfig ?? {}).find((key) => key.endsWith('registry'))
    if (own) {
      throw new Error(`release rehearsal refuses to publish: ${pkg.name} sets publishConfig.${own}`)
    }
  }
}
