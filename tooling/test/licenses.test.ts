import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import {
  type InstalledPackage,
  installedProductionTree,
  isPermissiveLicense,
  licenseFindings,
  lockedPackagesOfScopes,
  publishedPackageDirectories,
} from '../licenses.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

const describeFinding = ({ name, license, path }: InstalledPackage) =>
  `${name} (${license}) via ${path.slice(1, -1).join(' > ') || 'the package itself'}`

/**
 * Reached only through a published package's peer dependencies: the integrator installs those
 * and picks their versions, so they are not ours to ship, and an integrator of that peer has these
 * already. They are listed, not allowed silently: a new one fails here and asks for a decision.
 */
const KNOWN_PEER_FINDINGS: Readonly<Record<string, readonly string[]>> = {
  '@openappkit/adapter-solana': [
    // @solana/web3.js 1 depends on it; LGPL-3.0 binds whoever modifies that library, not an
    // application that installs it unmodified from npm.
    'rpc-websockets (LGPL-3.0-only) via @solana/web3.js',
    // Its package.json names no licence; its LICENSE.md is the Unlicense.
    'text-encoding-utf-8 ((none declared)) via @solana/web3.js > borsh',
  ],
}

describe('licences of what the published packages install', () => {
  const packages = publishedPackageDirectories(repoRoot)

  it('walks every published package', () => {
    expect(packages.map((directory) => basename(directory))).toEqual(
      expect.arrayContaining(['appkit', 'walletconnect', 'testing', 'adapter-solana']),
    )
  })

  const byFolder = packages.map((directory) => [basename(directory), directory] as const)

  it.each(byFolder)('packages/%s depends on permissive licences only', (_, directory) => {
    const name = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')).name as string
    const findings = licenseFindings(installedProductionTree(directory))
    const own = findings.filter(({ kind }) => kind === 'own').map(describeFinding)
    const peer = findings.filter(({ kind }) => kind === 'peer').map(describeFinding)
    expect(own).toEqual([])
    expect(peer.sort()).toEqual([...(KNOWN_PEER_FINDINGS[name] ?? [])].sort())
  })

  it('walks the WalletConnect SDK as installed: the pinned Apache-2.0 releases', () => {
    const installed = (folder: string, name: string) =>
      installedProductionTree(join(repoRoot, 'packages', folder))
        .filter((entry) => entry.name === name)
        .map(({ version, license, kind }) => ({ version, license, kind }))
    const apache = (version: string) => [{ version, license: 'Apache-2.0', kind: 'own' }]
    expect(installed('walletconnect', '@walletconnect/sign-client')).toEqual(apache('2.21.8'))
    expect(installed('walletconnect', '@walletconnect/utils')).toEqual(apache('2.21.8'))
    expect(installed('testing', '@reown/walletkit')).toEqual(apache('1.2.10'))
    expect(installed('testing', '@walletconnect/core')).toEqual(apache('2.21.8'))
  })

  it('holds every @walletconnect/* and @reown/* version in pnpm-lock.yaml, dev ones too, to a permissive licence', () => {
    const lockfile = readFileSync(join(repoRoot, 'pnpm-lock.yaml'), 'utf8')
    const locked = lockedPackagesOfScopes(repoRoot, lockfile, ['@walletconnect', '@reown'])
    expect(locked.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['@walletconnect/sign-client', '@reown/walletkit']),
    )
    const refused = locked.filter(({ license }) => !isPermissiveLicense(license))
    expect(refused.map(({ name, version, license }) => `${name}@${version} (${license})`)).toEqual(
      [],
    )
  })
})

describe('isPermissiveLicense', () => {
  it('takes permissive identifiers and expressions', () => {
    for (const expression of [
      'MIT',
      'Apache-2.0',
      '(MIT OR Apache-2.0)',
      'MIT AND ISC',
      'Apache-2.0 WITH LLVM-exception',
      '(BSD-2-Clause OR MIT OR Apache-2.0)',
      '(MIT OR GPL-3.0-only)',
    ]) {
      expect(isPermissiveLicense(expression), expression).toBe(true)
    }
  })

  it('refuses copyleft, a licence text of its own, and malformed expressions', () => {
    for (const expression of [
      'SEE LICENSE IN LICENSE.md',
      'LGPL-3.0-only',
      'MIT AND GPL-3.0-only',
      'UNLICENSED',
      '(MIT',
      'MIT OR',
      '',
    ]) {
      expect(isPermissiveLicense(expression), expression).toBe(false)
    }
  })
})

describe('installedProductionTree and licenseFindings on an installed tree', () => {
  const root = mkdtempSync(join(tmpdir(), 'openappkit-licenses-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const install = (directory: string, manifest: Record<string, unknown>) => {
    mkdirSync(directory, { recursive: true })
    writeFileSync(join(directory, 'package.json'), JSON.stringify(manifest))
  }
  const communityLicense = 'SEE LICENSE IN LICENSE.md'
  // A package of ours on the WalletConnect Community License releases, the way pnpm lays it out:
  // direct dependencies linked beside it, theirs found further up.
  const app = join(root, 'packages', 'app')
  install(app, {
    name: '@fixture/app',
    license: 'MIT',
    dependencies: { '@walletconnect/sign-client': '2.25.0', helper: '1.0.0', gone: '1.0.0' },
    devDependencies: { 'dev-only': '1.0.0' },
    peerDependencies: { 'peer-lib': '1.0.0' },
  })
  install(join(app, 'node_modules', '@walletconnect', 'sign-client'), {
    name: '@walletconnect/sign-client',
    version: '2.25.0',
    license: communityLicense,
    dependencies: { '@walletconnect/core': '2.25.0' },
  })
  install(join(root, 'node_modules', '@walletconnect', 'core'), {
    name: '@walletconnect/core',
    version: '2.25.0',
    license: communityLicense,
  })
  install(join(app, 'node_modules', 'helper'), {
    name: 'helper',
    version: '1.0.0',
    license: '(MIT OR Apache-2.0)',
    peerDependencies: { 'needed-peer': '1', extra: '1' },
    peerDependenciesMeta: { extra: { optional: true } },
  })
  install(join(root, 'node_modules', 'needed-peer'), {
    name: 'needed-peer',
    version: '1.0.0',
    licenses: [{ type: 'GPL-2.0-only' }],
  })
  install(join(root, 'node_modules', 'extra'), { name: 'extra', version: '1', license: 'AGPL-3.0' })
  install(join(app, 'node_modules', 'dev-only'), { name: 'dev-only', license: 'GPL-3.0-only' })
  install(join(app, 'node_modules', 'peer-lib'), {
    name: 'peer-lib',
    version: '1.0.0',
    license: 'MIT',
    dependencies: { 'lgpl-lib': '1.0.0' },
  })
  install(join(root, 'node_modules', 'lgpl-lib'), { name: 'lgpl-lib', version: '1.0.0' })

  it('names each package off the allow-list, with the way it came in', () => {
    expect(licenseFindings(installedProductionTree(app))).toEqual([
      {
        name: 'gone',
        version: '',
        license: '(not installed)',
        kind: 'own',
        path: ['@fixture/app', 'gone'],
      },
      {
        name: '@walletconnect/sign-client',
        version: '2.25.0',
        license: communityLicense,
        kind: 'own',
        path: ['@fixture/app', '@walletconnect/sign-client'],
      },
      {
        name: '@walletconnect/core',
        version: '2.25.0',
        license: communityLicense,
        kind: 'own',
        path: ['@fixture/app', '@walletconnect/sign-client', '@walletconnect/core'],
      },
      {
        name: 'needed-peer',
        version: '1.0.0',
        license: '(GPL-2.0-only)',
        kind: 'own',
        path: ['@fixture/app', 'helper', 'needed-peer'],
      },
      {
        name: 'lgpl-lib',
        version: '1.0.0',
        license: '(none declared)',
        kind: 'peer',
        path: ['@fixture/app', 'peer-lib', 'lgpl-lib'],
      },
    ])
  })

  it("reads the licence of the store's copy of each locked @walletconnect/* version", () => {
    install(
      join(
        root,
        'node_modules',
        '.pnpm',
        '@walletconnect+core@2.25.0_zod@4.0.0',
        'node_modules',
        '@walletconnect',
        'core',
      ),
      { name: '@walletconnect/core', version: '2.25.0', license: communityLicense },
    )
    const lockfile = [
      'packages:',
      "  '@walletconnect/core@2.25.0':",
      '  left-alone@1.0.0:',
      'snapshots:',
      "  '@walletconnect/core@2.25.0(zod@4.0.0)':",
      "  '@reown/walletkit@1.6.0':",
    ].join('\n')
    expect(lockedPackagesOfScopes(root, lockfile, ['@walletconnect', '@reown'])).toEqual([
      { name: '@reown/walletkit', version: '1.6.0', license: '(not installed)' },
      { name: '@walletconnect/core', version: '2.25.0', license: communityLicense },
    ])
  })
})
