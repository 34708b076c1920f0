import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { isTestFile } from '../src/check-tarball.ts'
import {
  type ExampleFigures,
  formatExampleFigures,
} from '../src/examples/format-example-figures.ts'
import { formatReport } from '../src/format-report.ts'
import { type RehearsalReport, rehearseRelease } from '../src/rehearse-release.ts'
import { describeExamples } from './describe-examples.ts'
import { describeServers, formatServerFigures, type ServerFigures } from './describe-servers.ts'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

type Manifest = { name: string; version: string; private?: boolean }

// Every folder that holds a package we may publish: the libraries and the two servers.
const publishableDirs = async () => [
  ...(await readdir(join(repoRoot, 'packages'))).map((dir) => join('packages', dir)),
  'apps/api',
  'apps/relay',
]

async function readManifests(): Promise<Manifest[]> {
  return Promise.all(
    (await publishableDirs()).map(
      async (dir) =>
        JSON.parse(await readFile(join(repoRoot, dir, 'package.json'), 'utf8')) as Manifest,
    ),
  )
}

async function changelogsIn(dirs: readonly string[]): Promise<string[]> {
  const found: string[] = []
  for (const dir of dirs) {
    const path = join(repoRoot, dir, 'CHANGELOG.md')
    if (
      await stat(path).then(
        () => true,
        () => false,
      )
    )
      found.push(path)
  }
  return found
}

let report: RehearsalReport
let manifestsBefore: Manifest[]
let changesetsBefore: string[]
let changelogsBefore: string[]

const exampleFigures: Record<string, ExampleFigures> = {}
const serverFigures: ServerFigures = {}

// One rehearsal for the whole file: it installs, builds and publishes, which takes minutes. Its
// registry stays up for the examples, which take our scope from it and the rest from npmjs.
beforeAll(async () => {
  manifestsBefore = await readManifests()
  changesetsBefore = await readdir(join(repoRoot, '.changeset'))
  changelogsBefore = await changelogsIn(await publishableDirs())
  report = await rehearseRelease({ repoRoot, keepRegistry: true })
  // The servers' install and the examples' installs mostly wait on npm: together.
  servers.install.begin()
  examples.install.begin()
})

afterAll(async () => {
  if (!report) return
  // The figures the release note quotes: tarball sizes, install times, initial-load JS.
  process.stdout.write(
    `\n${formatReport(report)}${formatServerFigures(serverFigures)}${formatExampleFigures(exampleFigures)}`,
  )
  await report.registry?.stop()
  await rm(report.workDir, { recursive: true, force: true })
})

it('finds nothing wrong with the release', () => {
  expect(report.problems).toEqual([])
})

it('publishes every public package of packages/ and the two servers, each at the version its changesets ask', () => {
  const publicNames = manifestsBefore.filter((pkg) => !pkg.private).map((pkg) => pkg.name)
  expect(report.published.map((pkg) => pkg.name).sort()).toEqual(publicNames.sort())
  const planned = new Map(report.plannedReleases.map((release) => [release.name, release]))
  for (const pkg of report.published) {
    const release = planned.get(pkg.name)
    expect(pkg.version, pkg.name).toBe(release ? release.newVersion : pkg.previousVersion)
    if (release) expect(semver.gt(pkg.version, pkg.previousVersion), pkg.name).toBe(true)
  }
})

it('gives every dependency on our own packages a range the published version satisfies', () => {
  const versions = new Map(report.published.map((pkg) => [pkg.name, pkg.version]))
  const ranges = report.published.flatMap((pkg) => Object.entries(pkg.internalRanges))
  expect(ranges.length).toBeGreaterThan(0)
  for (const [name, range] of ranges) {
    expect(semver.satisfies(versions.get(name) ?? '', range), `${name}@${range}`).toBe(true)
  }
})

it('publishes no private package', () => {
  expect(report.privateChecked).toEqual(
    expect.arrayContaining([
      'openappkit-monorepo',
      '@openappkit/devnet',
      '@openappkit/laboratory',
      '@openappkit/bench-bundle',
      '@openappkit/tooling',
    ]),
  )
  const published = new Set(report.published.map((pkg) => pkg.name))
  for (const name of report.privateChecked) expect(published.has(name), name).toBe(false)
})

it('packs a README, a LICENSE, the package.json and no test file into each tarball', () => {
  for (const pkg of report.published) {
    expect(pkg.files, pkg.name).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE']),
    )
    expect(pkg.files.filter(isTestFile), pkg.name).toEqual([])
    expect(pkg.packedBytes).toBeGreaterThan(0)
    expect(pkg.unpackedBytes).toBeGreaterThan(pkg.packedBytes)
  }
})

it('leaves the working tree as it was', async () => {
  expect(await readManifests()).toEqual(manifestsBefore)
  expect(await readdir(join(repoRoot, '.changeset'))).toEqual(changesetsBefore)
  expect(await changelogsIn(await publishableDirs())).toEqual(changelogsBefore)
})

const servers = describeServers(() => report, serverFigures)
const examples = describeExamples(() => report, repoRoot, exampleFigures, servers.installed)
