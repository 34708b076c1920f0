import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ReleasePlan } from './release-plan.ts'
import type { WorkspacePackage } from './workspace-packages.ts'

async function readChangelog(dir: string): Promise<string | undefined> {
  return readFile(join(dir, 'CHANGELOG.md'), 'utf8').catch(() => undefined)
}

/** The part of a changelog under its first `## version` heading. */
function firstSection(changelog: string): string {
  const [, section = ''] = changelog.split(/^## .+$/m)
  return section
}

/**
 * What `changeset version` got wrong, one sentence each: every release of the plan lands at its
 * new version with a CHANGELOG.md that starts with it and whose section holds the first line of
 * each of its changesets; private packages keep their version and get no changelog
 * (`privatePackages.version` is false).
 */
export async function versioningProblems(
  plan: ReleasePlan,
  before: readonly WorkspacePackage[],
  after: readonly WorkspacePackage[],
): Promise<string[]> {
  const problems: string[] = []
  const summaries = new Map(plan.changesets.map((changeset) => [changeset.id, changeset.summary]))
  const afterByName = new Map(after.map((pkg) => [pkg.name, pkg]))
  for (const release of plan.releases) {
    const pkg = afterByName.get(release.name)
    if (!pkg || pkg.private || release.type === 'none') continue
    if (pkg.version !== release.newVersion) {
      problems.push(
        `${pkg.name} is at ${pkg.version} after changeset version, not ${release.newVersion}`,
      )
    }
    const changelog = await readChangelog(pkg.dir)
    const firstHeading = changelog && /^## (.+)$/m.exec(changelog)?.[1]
    if (firstHeading !== release.newVersion) {
      problems.push(`${pkg.name}'s CHANGELOG.md does not start with ## ${release.newVersion}`)
      continue
    }
    const section = firstSection(changelog ?? '')
    for (const id of release.changesets) {
      const summary = summaries.get(id)?.split('\n')[0]?.trim()
      if (summary && !section.includes(summary)) {
        problems.push(
          `${pkg.name}'s CHANGELOG.md ${release.newVersion} lacks changeset ${id}: "${summary}"`,
        )
      }
    }
  }
  for (const pkg of before.filter((candidate) => candidate.private)) {
    const now = afterByName.get(pkg.name)
    if (now && now.version !== pkg.version) {
      problems.push(`private ${pkg.name} was versioned ${pkg.version} → ${now.version}`)
    }
    if (await readChangelog(pkg.dir)) problems.push(`private ${pkg.name} has a CHANGELOG.md`)
  }
  return problems
}
