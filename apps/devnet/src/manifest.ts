import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type DevnetManifest, parseDevnetManifest } from '@openappkit/testing/manifest'

/** Where `pnpm devnet` writes the manifest: `.devnet/manifest.json` at the repository root. */
export const DEFAULT_MANIFEST_PATH = fileURLToPath(
  new URL('../../../.devnet/manifest.json', import.meta.url),
)

/** Reads and validates the manifest a running `pnpm devnet` wrote. */
export async function readDevnetManifest(
  path: string = DEFAULT_MANIFEST_PATH,
): Promise<DevnetManifest> {
  return parseDevnetManifest(JSON.parse(await readFile(path, 'utf8')))
}

// The schema lives in @openappkit/testing (packages may not import apps); re-exported for the CLI.
export {
  type DevnetManifest,
  devnetManifestSchema,
  parseDevnetManifest,
} from '@openappkit/testing/manifest'
