import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runCommand } from './run-command.ts'

export type WorkspacePackage = {
  name: string
  version: string
  private: boolean
  /** Absolute path of the package's folder. */
  dir: string
}

type PnpmListEntry = { name?: string; path: string }

/** Every package of the pnpm workspace at `root` (the root itself included), as its manifest says now. */
export async function listWorkspacePackages(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<WorkspacePackage[]> {
  const listed = await runCommand({
    purpose: 'list the workspace packages',
    command: 'pnpm',
    args: ['ls', '--recursive', '--depth', '-1', '--json'],
    cwd: root,
    env,
  })
  const entries = JSON.parse(listed) as PnpmListEntry[]
  return Promise.all(
    entries.map(async ({ path }) => {
      const manifest = JSON.parse(await readFile(join(path, 'package.json'), 'utf8')) as {
        name: string
        version?: string
        private?: boolean
      }
      return {
        name: manifest.name,
        version: manifest.version ?? '0.0.0',
        private: manifest.private === true,
        dir: path,
      }
    }),
  )
}
