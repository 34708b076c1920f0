import { dependencyRangeProblems, internalRanges } from './check-dependencies.ts'
import { readmeProblems } from './check-readme.ts'
import { sourceMapProblems } from './check-source-maps.ts'
import { tarballProblems } from './check-tarball.ts'
import type { Packument } from './published-manifest.ts'
import { tarballEntries } from './tarball-entries.ts'
import type { WorkspacePackage } from './workspace-packages.ts'

export type PublishedPackage = {
  name: string
  previousVersion: string
  version: string
  /** The tarball as the registry serves it. */
  packedBytes: number
  /** The sum of its files' sizes. */
  unpackedBytes: number
  files: string[]
  /** Its dependencies and peerDependencies on our own packages, as published. */
  internalRanges: Record<string, string>
}

export type RegistryInspection = {
  published: PublishedPackage[]
  /** Private packages looked up on the registry (each must be absent). */
  privateChecked: string[]
  problems: string[]
}

async function fetchPackument(registryUrl: string, name: string): Promise<Packument | undefined> {
  const response = await fetch(`${registryUrl}${name.replace('/', '%2f')}`)
  if (response.status === 404) return undefined
  if (!response.ok) throw new Error(`the registry answered ${response.status} for ${name}`)
  return (await response.json()) as Packument
}

/**
 * Reads back from the registry what `changeset publish` sent: every public package at its new
 * version and tagged latest, with clean tarballs and real ranges on each other; no private one.
 */
export async function inspectRegistry(
  registryUrl: string,
  packages: readonly WorkspacePackage[],
  previousVersions: ReadonlyMap<string, string>,
): Promise<RegistryInspection> {
  const publicPackages = packages.filter((pkg) => !pkg.private)
  const privatePackages = packages.filter((pkg) => pkg.private)
  const publishedVersions = new Map(publicPackages.map((pkg) => [pkg.name, pkg.version]))
  const problems: string[] = []
  const published: PublishedPackage[] = []

  for (const pkg of publicPackages) {
    const id = `${pkg.name}@${pkg.version}`
    const packument = await fetchPackument(registryUrl, pkg.name)
    const manifest = packument?.versions?.[pkg.version]
    if (!manifest) {
      problems.push(`${id} is not on the registry`)
      continue
    }
    const latest = packument['dist-tags']?.latest
    if (latest !== pkg.version)
      problems.push(`${pkg.name}'s latest tag is ${latest}, not ${pkg.version}`)
    const tarballResponse = await fetch(manifest.dist.tarball)
    if (!tarballResponse.ok) {
      problems.push(`${id}'s tarball answers ${tarballResponse.status} at ${manifest.dist.tarball}`)
      continue
    }
    const tarball = new Uint8Array(await tarballResponse.arrayBuffer())
    const entries = tarballEntries(tarball)
    const files = entries.map((entry) => entry.path).sort()
    problems.push(...tarballProblems(manifest, files))
    problems.push(...sourceMapProblems(id, entries))
    const readme = entries.find((entry) => entry.path === 'README.md')
    if (readme)
      problems.push(...readmeProblems(manifest, Buffer.from(readme.content).toString('utf8')))
    problems.push(...dependencyRangeProblems(manifest, publishedVersions))
    published.push({
      name: pkg.name,
      previousVersion: previousVersions.get(pkg.name) ?? pkg.version,
      version: pkg.version,
      packedBytes: tarball.byteLength,
      unpackedBytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      files,
      internalRanges: internalRanges(manifest),
    })
  }

  for (const pkg of privatePackages) {
    if (await fetchPackument(registryUrl, pkg.name)) {
      problems.push(`private ${pkg.name} is on the registry`)
    }
  }
  return { published, privateChecked: privatePackages.map((pkg) => pkg.name), problems }
}
