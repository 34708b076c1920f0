import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runCommand } from './run-command.ts'

export type BumpType = 'none' | 'patch' | 'minor' | 'major'

/** What `changeset status --output` writes: the pending changesets and the releases they make. */
export type ReleasePlan = {
  changesets: { id: string; summary?: string; releases: { name: string; type: BumpType }[] }[]
  releases: {
    name: string
    type: BumpType
    oldVersion: string
    newVersion: string
    changesets: string[]
  }[]
}

const BUMP_RANK: Record<BumpType, number> = { none: 0, patch: 1, minor: 2, major: 3 }

/** The release plan of the pending changesets of the tree at `root` (needs its node_modules). */
export async function readReleasePlan(
  root: string,
  outputDir: string,
  env: NodeJS.ProcessEnv,
): Promise<ReleasePlan> {
  const output = join(outputDir, 'release-plan.json')
  await runCommand({
    purpose: 'read the pending changesets',
    command: 'pnpm',
    args: ['exec', 'changeset', 'status', '--output', output],
    cwd: root,
    env,
  })
  return JSON.parse(await readFile(output, 'utf8')) as ReleasePlan
}

/**
 * Releases bumped further than any changeset asked, beyond the patch bump changesets gives a
 * dependent: it bumps a package major when a package it names in peerDependencies leaves the
 * peer range, so a 0.x package can land at 1.0.0 that nobody asked for.
 */
export function unaskedBumps(plan: ReleasePlan): string[] {
  const asked = new Map<string, BumpType>()
  for (const changeset of plan.changesets) {
    for (const { name, type } of changeset.releases) {
      const before = asked.get(name) ?? 'none'
      if (BUMP_RANK[type] > BUMP_RANK[before]) asked.set(name, type)
    }
  }
  return plan.releases
    .filter((release) => {
      const askedRank = BUMP_RANK[asked.get(release.name) ?? 'none']
      return BUMP_RANK[release.type] > Math.max(askedRank, BUMP_RANK.patch)
    })
    .map(
      (release) =>
        `${release.name} goes ${release.oldVersion} → ${release.newVersion} (${release.type}) though its changesets ask for ${asked.get(release.name) ?? 'no release'}: changesets bumps a package major when a package in its peerDependencies leaves the peer range`,
    )
}
