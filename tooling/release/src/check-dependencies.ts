import semver from 'semver'
import type { PublishedManifest } from './published-manifest.ts'

const INTERNAL_SCOPE = '@openappkit/'
const DEPENDENCY_FIELDS = ['dependencies', 'peerDependencies', 'optionalDependencies'] as const

/**
 * What is wrong with a published manifest's ranges on our own packages: each must be a real
 * semver range (`workspace:` means nothing outside this repository) that the version we just
 * published of that package satisfies, so an integrator's install resolves to it. Dependencies
 * (not peers) must be caret ranges (`workspace:^` in the tree): an exact pin would make two of
 * our packages released apart install two copies of the one they share (controllers, common).
 */
export function dependencyRangeProblems(
  manifest: PublishedManifest,
  publishedVersions: ReadonlyMap<string, string>,
): string[] {
  const id = `${manifest.name}@${manifest.version}`
  const problems: string[] = []
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (!name.startsWith(INTERNAL_SCOPE)) continue
      const published = publishedVersions.get(name)
      if (range.startsWith('workspace:')) {
        problems.push(`${id}: ${field} has ${name}@${range}, which only this workspace resolves`)
      } else if (!semver.validRange(range)) {
        problems.push(`${id}: ${field} has ${name}@${range}, which is no semver range`)
      } else if (!published) {
        problems.push(`${id}: ${field} has ${name}, which was not published`)
      } else if (!semver.satisfies(published, range)) {
        problems.push(
          `${id}: ${field} has ${name}@${range}, which the published ${name}@${published} does not satisfy`,
        )
      } else if (field === 'dependencies' && !/^\^\d+\.\d+\.\d+$/.test(range)) {
        problems.push(
          `${id}: dependencies has ${name}@${range}, not a caret range (^x.y.z): write workspace:^`,
        )
      }
    }
  }
  return problems
}

/** The ranges a manifest gives our own packages, for the report. */
export function internalRanges(manifest: PublishedManifest): Record<string, string> {
  const ranges: Record<string, string> = {}
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (name.startsWith(INTERNAL_SCOPE)) ranges[name] = range
    }
  }
  return ranges
}
