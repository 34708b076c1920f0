import { cp, mkdir, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { runCommand } from './run-command.ts'

export type CopyWorkingTreeReturnType = {
  /** Files that differ from HEAD (changed, added or deleted) and were carried over. */
  uncommittedFiles: string[]
}

/** `baseBranch` of .changeset/config.json. */
const BASE_BRANCH = 'main'

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

/**
 * A clone of HEAD (git history included, so changelog lines name the commit of each changeset)
 * with the working tree's uncommitted changes laid over it: the rehearsal releases what the
 * maintainer sees, and never writes into their tree. Ignored files (node_modules, dist) stay out.
 */
export async function copyWorkingTree(
  repoRoot: string,
  destination: string,
  env: NodeJS.ProcessEnv,
): Promise<CopyWorkingTreeReturnType> {
  // --shared borrows the objects instead of copying them: nothing is written into the source.
  await runCommand({
    purpose: 'clone the repository',
    command: 'git',
    args: ['clone', '--quiet', '--shared', repoRoot, destination],
    cwd: repoRoot,
    env,
  })
  // Changesets compares HEAD with the base branch of .changeset/config.json ("main"): a clone of
  // a checkout on another branch has it only as origin/main, so name it locally too.
  const hasLocalBase = await runCommand({
    purpose: 'look for the base branch',
    command: 'git',
    args: ['branch', '--list', BASE_BRANCH],
    cwd: destination,
    env,
  })
  if (hasLocalBase.trim() === '') {
    await runCommand({
      purpose: 'name the base branch in the clone',
      command: 'git',
      args: ['branch', '--quiet', BASE_BRANCH, `origin/${BASE_BRANCH}`],
      cwd: destination,
      env,
    })
  }
  const listed = await runCommand({
    purpose: 'list the uncommitted files',
    command: 'git',
    args: ['ls-files', '-z', '--modified', '--others', '--exclude-standard'],
    cwd: repoRoot,
    env,
  })
  const uncommittedFiles = [...new Set(listed.split('\0').filter(Boolean))].sort()
  for (const file of uncommittedFiles) {
    const source = join(repoRoot, file)
    const target = join(destination, file)
    if (await exists(source)) {
      await mkdir(dirname(target), { recursive: true })
      await cp(source, target, { force: true })
    } else {
      await rm(target, { force: true })
    }
  }
  return { uncommittedFiles }
}
