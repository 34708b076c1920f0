import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { versioningProblems } from './check-versions.ts'
import { copyWorkingTree } from './copy-working-tree.ts'
import { inspectRegistry, type PublishedPackage } from './inspect-registry.ts'
import { type LocalRegistry, startLocalRegistry } from './local-registry.ts'
import { assertPublishesOnlyTo } from './publish-guard.ts'
import { type BumpType, readReleasePlan, unaskedBumps } from './release-plan.ts'
import { commandEnvironment, runCommand } from './run-command.ts'
import { listWorkspacePackages } from './workspace-packages.ts'

export type RehearseReleaseOptions = {
  /** The repository whose working tree is rehearsed; it is only read. */
  repoRoot: string
  /** Keep the temp folder (the versioned copy, the registry's storage) to look at afterwards. */
  keepTemp?: boolean
  /** Receives a line as each step starts. */
  log?: (line: string) => void
  /**
   * Leave the registry running (and the temp folder in place) for the caller to install from:
   * the report's `registry`; the caller stops it and removes `workDir`.
   */
  keepRegistry?: boolean
}

export type PlannedRelease = {
  name: string
  type: BumpType
  oldVersion: string
  newVersion: string
}

export type RehearsalReport = {
  /** The temp folder; gone by the time the report is returned unless `keepTemp`. */
  workDir: string
  registryUrl: string
  /** Files that differ from HEAD, rehearsed with the rest. */
  uncommittedFiles: string[]
  /** What the pending changesets asked for, public packages only: `changeset version` applied it. */
  plannedReleases: PlannedRelease[]
  published: PublishedPackage[]
  /** Private packages that were looked up on the registry and are absent from it. */
  privateChecked: string[]
  /** Each a reason the release is not ready; the rehearsal passes when there is none. */
  problems: string[]
  /** Worth a maintainer's look, not a failure. */
  warnings: string[]
  stepMs: Record<string, number>
  totalMs: number
  /** The registry, still running, when `keepRegistry` was asked. */
  registry?: LocalRegistry | undefined
  /** The copy of the tree that was versioned and published (inside `workDir`). */
  repoDir: string
}

/**
 * `pnpm release:dry`: in a throwaway copy of the tree, `changeset version`, build the packages,
 * `changeset publish` to a verdaccio started for the occasion, then read back what landed there.
 * Throws when a step fails (the install, the build, the publish); returns the report otherwise,
 * whose `problems` say what the checks found.
 */
export async function rehearseRelease(options: RehearseReleaseOptions): Promise<RehearsalReport> {
  const log = options.log ?? (() => {})
  const startedAt = performance.now()
  const stepMs: Record<string, number> = {}
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    log(`${name}...`)
    const stepStartedAt = performance.now()
    try {
      return await run()
    } finally {
      stepMs[name] = Math.round(performance.now() - stepStartedAt)
    }
  }

  const workDir = await mkdtemp(join(tmpdir(), 'openappkit-release-'))
  log(`temp folder ${workDir}`)
  const repo = join(workDir, 'repo')
  const env = commandEnvironment()
  let registry: LocalRegistry | undefined
  try {
    const { uncommittedFiles } = await step('copy the working tree', () =>
      copyWorkingTree(options.repoRoot, repo, env),
    )
    // Before versioning the lockfile matches exactly; packages missing from the store (none on
    // a machine that has installed the tree) come from the npm registry.
    await step('install', () =>
      runCommand({
        purpose: 'install the copy',
        command: 'pnpm',
        args: ['install', '--frozen-lockfile', '--prefer-offline'],
        cwd: repo,
        env,
      }),
    )
    // Built before versioning, reading turbo's cache of the tree (never writing it): the copy's
    // sources and lockfile are the tree's, so where the tree was built (CI builds it before the
    // tests) every package comes out of the cache as the same bytes. Versioning then rewrites only
    // "version" fields and changelogs, which no build reads: tsup externalises dependencies by
    // name, and both CLIs read their package.json at run time for `--version`.
    await step('build', () =>
      runCommand({
        purpose: 'build the packages',
        command: 'pnpm',
        args: [
          'exec',
          'turbo',
          'run',
          'build',
          '--filter=./packages/*',
          // The servers, published as @openappkit/api and @openappkit/relay.
          '--filter=./apps/api',
          '--filter=./apps/relay',
          `--cache-dir=${join(options.repoRoot, '.turbo', 'cache')}`,
          '--cache=local:r',
          '--output-logs=errors-only',
        ],
        cwd: repo,
        env,
      }),
    )
    const before = await listWorkspacePackages(repo, env)
    const plan = await readReleasePlan(repo, workDir, env)
    await step('changeset version', () =>
      runCommand({
        purpose: 'version the packages',
        command: 'pnpm',
        args: ['exec', 'changeset', 'version'],
        cwd: repo,
        env,
      }),
    )
    const after = await listWorkspacePackages(repo, env)
    const privateNames = new Set(after.filter((pkg) => pkg.private).map((pkg) => pkg.name))
    const problems = await versioningProblems(plan, before, after)
    const warnings = unaskedBumps(plan)
    // A release job installs the versioned tree with the lockfile as committed: it must still match.
    await step('install the versioned tree', () =>
      runCommand({
        purpose: 'install the versioned tree with the lockfile as it is',
        command: 'pnpm',
        args: ['install', '--frozen-lockfile', '--offline'],
        cwd: repo,
        env,
      }),
    )
    registry = await step('start the registry', () => startLocalRegistry(join(workDir, 'registry')))
    const publishEnv = commandEnvironment(registry.env)
    await assertPublishesOnlyTo(registry.url, repo, after, publishEnv)
    await step('changeset publish', () =>
      runCommand({
        purpose: 'publish the packages',
        command: 'pnpm',
        args: ['exec', 'changeset', 'publish', '--no-git-tag'],
        cwd: repo,
        env: publishEnv,
      }),
    )
    const registryUrl = registry.url
    const inspection = await step('check the registry', () =>
      inspectRegistry(registryUrl, after, new Map(before.map((pkg) => [pkg.name, pkg.version]))),
    )
    return {
      workDir,
      registryUrl,
      uncommittedFiles,
      plannedReleases: plan.releases
        .filter((release) => release.type !== 'none' && !privateNames.has(release.name))
        .map(({ name, type, oldVersion, newVersion }) => ({ name, type, oldVersion, newVersion })),
      published: inspection.published,
      privateChecked: inspection.privateChecked,
      problems: [...problems, ...inspection.problems],
      warnings,
      stepMs,
      totalMs: Math.round(performance.now() - startedAt),
      registry: options.keepRegistry ? registry : undefined,
      repoDir: repo,
    }
  } catch (error) {
    await registry?.stop()
    if (!options.keepTemp) await rm(workDir, { recursive: true, force: true })
    throw error
  } finally {
    if (!options.keepRegistry) {
      await registry?.stop()
      if (!options.keepTemp) await rm(workDir, { recursive: true, force: true })
    }
  }
}
