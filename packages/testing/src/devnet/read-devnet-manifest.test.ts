import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { devnet } from '../../test/wallet-fixtures.ts'
import { parseDevnetManifest } from './manifest-schema.ts'
import { findDevnetManifestPath, readDevnetManifest } from './read-devnet-manifest.ts'

const directories: string[] = []
afterEach(async () => {
  for (const directory of directories.splice(0))
    await rm(directory, { recursive: true, force: true })
})

describe('devnet manifest', () => {
  it('accepts the manifest the running devnet wrote', () => {
    const { manifest } = devnet()
    expect(parseDevnetManifest(manifest).evm.chains.map((chain) => chain.chainId)).toEqual([
      31337, 31338,
    ])
  })

  it('names the first bad field', () => {
    const { manifest } = devnet()
    const broken = { ...manifest, evm: { ...manifest.evm, deployer: '0x12' } }
    expect(() => parseDevnetManifest(broken)).toThrow(/deployer/)
  })

  it('finds .devnet/manifest.json above the working directory and reads it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'openappkit-manifest-'))
    directories.push(root)
    await mkdir(join(root, '.devnet'))
    await mkdir(join(root, 'apps', 'lab'), { recursive: true })
    await writeFile(join(root, '.devnet', 'manifest.json'), JSON.stringify(devnet().manifest))
    const path = findDevnetManifestPath(join(root, 'apps', 'lab'))
    expect(path).toBe(join(root, '.devnet', 'manifest.json'))
    expect((await readDevnetManifest({ path })).version).toBe(1)
  })

  it('reports a missing manifest', async () => {
    const root = await mkdtemp(join(tmpdir(), 'openappkit-manifest-'))
    directories.push(root)
    expect(findDevnetManifestPath(root)).toBeUndefined()
  })
})
