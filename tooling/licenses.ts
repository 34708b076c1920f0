import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Licences a package of an MIT, self-hostable kit may depend on: they ask for no more than a
 * notice, and put no condition on where or how much the product is used.
 */
export const PERMISSIVE_LICENSES: ReadonlySet<string> = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  'Python-2.0',
])

/**
 * Whether an SPDX expression lets us ship the package: one permissive side of an `OR` is enough,
 * both sides of an `AND` must be. A `WITH` exception only adds permissions. Anything else, such as
 * "SEE LICENSE IN LICENSE.md" (the WalletConnect Community License's field), is not permissive.
 */
export function isPermissiveLicense(expression: string): boolean {
  const tokens = expression.replace(/[()]/g, ' $& ').trim().split(/\s+/)
  let position = 0
  const next = () => tokens[position++]
  // expression := term (OR term)*; term := factor (AND factor)*; factor := id [WITH id] | (expr)
  function parseExpression(): boolean {
    let permissive = parseTerm()
    while (tokens[position] === 'OR') {
      next()
      permissive = parseTerm() || permissive
    }
    return permissive
  }
  function parseTerm(): boolean {
    let permissive = parseFactor()
    while (tokens[position] === 'AND') {
      next()
      permissive = parseFactor() && permissive
    }
    return permissive
  }
  function parseFactor(): boolean {
    const token = next()
    if (token === '(') {
      const permissive = parseExpression()
      return next() === ')' && permissive
    }
    if (tokens[position] === 'WITH') position += 2
    return token !== undefined && PERMISSIVE_LICENSES.has(token)
  }
  const permissive = parseExpression()
  return permissive && position === tokens.length
}

type PackageJson = {
  name?: string
  version?: string
  private?: boolean
  license?: string | { type?: string }
  licenses?: Array<string | { type?: string }>
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

/** The licence a package declares, in the forms npm has accepted over the years. */
export function declaredLicense(manifest: PackageJson): string | undefined {
  const { license, licenses } = manifest
  if (typeof license === 'string') return license
  if (license?.type) return license.type
  const types = licenses
    ?.map((entry) => (typeof entry === 'string' ? entry : entry.type))
    .filter((type) => type !== undefined)
  return types?.length ? `(${types.join(' OR ')})` : undefined
}

/**
 * `own`: installed with the package whatever the integrator has (dependencies, and what they
 * depend on). `peer`: reached only through one of the package's own peer dependencies, which the
 * integrator picks and installs.
 */
export type DependencyKind = 'own' | 'peer'

/** One package of an installed tree, with the way the walked package reached it. */
export type InstalledPackage = {
  name: string
  version: string
  license: string
  kind: DependencyKind
  path: string[]
}

function readManifest(directory: string): PackageJson {
  return JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as PackageJson
}

/** Where Node would find `name` from `directory`: the nearest `node_modules/<name>` above it. */
function resolveInstalled(directory: string, name: string): string | undefined {
  for (let current = directory; ; current = dirname(current)) {
    const candidate = join(current, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    if (dirname(current) === current) return undefined
  }
}

type Dependency = { name: string; required: boolean }

/**
 * The packages a package needs installed beside it: dependencies, optional ones (only where the
 * platform got them) and peers that are not optional (the integrator's extras).
 */
function neededDependencies(manifest: PackageJson): Dependency[] {
  const peers = Object.keys(manifest.peerDependencies ?? {}).filter(
    (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
  )
  return [
    ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, required: true })),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, required: false })),
    // pnpm leaves a peer it cannot satisfy out, with a warning: the integrator's to install.
    ...peers.map((name) => ({ name, required: false })),
  ]
}

/**
 * Walks the production dependency tree of the package in `packageDirectory` as installed (pnpm's
 * `node_modules` links, resolved the way Node resolves them), each package once. Development
 * dependencies are not walked: they never reach an integrator. What the package's own peer
 * dependencies bring is `peer`, unless also reached otherwise; everything else is `own`. A
 * dependency that should be there and is not comes back as "(not installed)".
 */
export function installedProductionTree(packageDirectory: string): InstalledPackage[] {
  const root = realpathSync(packageDirectory)
  const rootManifest = readManifest(root)
  const rootName = rootManifest.name ?? root
  const tree: InstalledPackage[] = []
  const visited = new Set<string>()
  const queue: Array<{ directory: string; path: string[] }> = []
  const enqueue = (
    from: string,
    dependencies: Dependency[],
    kind: DependencyKind,
    path: string[],
  ) => {
    for (const { name, required } of dependencies) {
      const directory = resolveInstalled(from, name)
      if (directory) queue.push({ directory, path: [...path, name] })
      else if (required) {
        tree.push({ name, version: '', license: '(not installed)', kind, path: [...path, name] })
      }
    }
  }
  const walk = (dependencies: Dependency[], kind: DependencyKind) => {
    enqueue(root, dependencies, kind, [rootName])
    for (let item = queue.shift(); item; item = queue.shift()) {
      if (visited.has(item.directory)) continue
      visited.add(item.directory)
      const manifest = readManifest(item.directory)
      tree.push({
        name: manifest.name ?? item.directory,
        version: manifest.version ?? '',
        license: declaredLicense(manifest) ?? '(none declared)',
        kind,
        path: item.path,
      })
      enqueue(item.directory, neededDependencies(manifest), kind, item.path)
    }
  }
  // Own dependencies first and to the end: a package reached both ways is the package's own.
  walk(neededDependencies({ ...rootManifest, peerDependencies: {} }), 'own')
  const peers = Object.keys(rootManifest.peerDependencies ?? {})
  walk(
    peers.map((name) => ({ name, required: false })),
    'peer',
  )
  return tree
}

/** The packages of a tree whose declared licence is not permissive, or that declare none. */
export function licenseFindings(tree: readonly InstalledPackage[]): InstalledPackage[] {
  return tree.filter(({ license }) => !isPermissiveLicense(license))
}

/** The directories of the workspace's published packages (those not marked private). */
export function publishedPackageDirectories(repoRoot: string): string[] {
  const packages = join(repoRoot, 'packages')
  return readdirSync(packages)
    .map((name) => join(packages, name))
    .filter((directory) => existsSync(join(directory, 'package.json')))
    .filter((directory) => readManifest(directory).private !== true)
}

/** One package of a scope as pnpm-lock.yaml pins it, with the licence its installed copy declares. */
export type LockedPackage = { name: string; version: string; license: string }

/**
 * Every version of the packages of `scopes` that `pnpm-lock.yaml` holds (development ones too),
 * with the licence of its copy in pnpm's store (`node_modules/.pnpm/<name>@<version>...`).
 */
export function lockedPackagesOfScopes(
  repoRoot: string,
  lockfile: string,
  scopes: readonly string[],
): LockedPackage[] {
  const store = join(repoRoot, 'node_modules', '.pnpm')
  const storeEntries = readdirSync(store)
  const keys = new Set<string>()
  for (const [, name, version] of lockfile.matchAll(/^ {2}'?(@[\w.-]+\/[\w.-]+)@([^('":\s]+)/gm)) {
    if (scopes.some((scope) => name?.startsWith(`${scope}/`))) keys.add(`${name}@${version}`)
  }
  return [...keys].sort().map((key) => {
    const at = key.lastIndexOf('@')
    const name = key.slice(0, at)
    const version = key.slice(at + 1)
    const prefix = `${name.replace('/', '+')}@${version}`
    const entry = storeEntries.find((dir) => dir === prefix || dir.startsWith(`${prefix}_`))
    const manifest = entry ? readManifest(join(store, entry, 'node_modules', name)) : undefined
    const license = manifest ? declaredLicense(manifest) : undefined
    return { name, version, license: license ?? (entry ? '(none declared)' : '(not installed)') }
  })
}
