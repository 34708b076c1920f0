/** The fields of a version's manifest on the registry that the checks read. */
export type PublishedManifest = {
  name: string
  version: string
  types?: string
  exports?: unknown
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  dist: { tarball: string }
}

/** The registry's document of one package: every version's manifest and the dist-tags. */
export type Packument = {
  'dist-tags'?: Record<string, string>
  versions?: Record<string, PublishedManifest>
}
