import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { TestKitError } from '../errors/test-kit-error.ts'
import { type DevnetManifest, parseDevnetManifest } from './manifest-schema.ts'

/** Where `pnpm devnet` writes its manifest, relative to the repository root. */
export const DEVNET_MANIFEST_RELATIVE_PATH = join('.devnet', 'manifest.json')

/** The nearest `.devnet/manifest.json` at or above `cwd`, or `undefined`. */
export function findDevnetManifestPath(cwd: string = process.cwd()): string | undefined {
  let directory = resolve(cwd)
  for (;;) {
    const candidate = join(directory, DEVNET_MANIFEST_RELATIVE_PATH)
    if (existsSync(candidate)) return candidate
    const parent = dirname(directory)
    if (parent === directory) return undefined
    directory = parent
  }
}

export type ReadDevnetManifestParameters = {
  /** The manifest file; the nearest `.devnet/manifest.json` above the working directory by default. */
  path?: string | undefined
}

/** Reads and validates the manifest a running devnet wrote. */
export async function readDevnetManifest(
  parameters: ReadDevnetManifestParameters = {},
): Promise<DevnetManifest> {
  const path = parameters.path ?? findDevnetManifestPath()
  if (path === undefined) {
    throw new TestKitError(`No ${DEVNET_MANIFEST_RELATIVE_PATH} found: is the devnet running?`)
  }
  return parseDevnetManifest(JSON.parse(await readFile(path, 'utf8')))
}
