import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

/** The committed references, one PNG per view, width and theme. */
export const REFERENCES_DIR = fileURLToPath(new URL('./references/', import.meta.url))

/** Where a failing comparison leaves the screenshot taken, the reference and their diff. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../test-results/visual/', import.meta.url))

/** `UPDATE_VISUAL=1`: the screenshots taken become the references. */
export const UPDATING = process.env.UPDATE_VISUAL === '1'

/**
 * How different a screenshot may be: pixelmatch's per-pixel colour distance (0 to 1, with its
 * anti-aliasing detection on), and the share of the picture's pixels allowed past it.
 */
export const TOLERANCE = { threshold: 0.1, maxDiffRatio: 0.001 }

export type Comparison = { status: 'same' | 'updated' } | { status: 'different'; message: string }

function decode(buffer: Buffer): PNG {
  return PNG.sync.read(buffer)
}

/** `png` as written to disk: the smallest PNG pngjs makes. */
function encode(png: PNG): Buffer {
  return PNG.sync.write(png, { deflateLevel: 9, deflateStrategy: 1 })
}

async function keepArtifacts(name: string, files: Record<string, Buffer>): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  for (const [suffix, buffer] of Object.entries(files)) {
    await writeFile(join(ARTIFACTS_DIR, `${name}.${suffix}.png`), buffer)
  }
  return join(ARTIFACTS_DIR, `${name}.*.png`)
}

/**
 * `screenshot` against the reference `name`: the same within {@link TOLERANCE}, or different
 * with the screenshot, the reference and a diff image kept in {@link ARTIFACTS_DIR}. With
 * {@link UPDATING}, the screenshot becomes the reference instead.
 */
export async function compareScreenshot(name: string, screenshot: Buffer): Promise<Comparison> {
  const actual = decode(screenshot)
  const referencePath = join(REFERENCES_DIR, `${name}.png`)
  if (UPDATING) {
    await mkdir(REFERENCES_DIR, { recursive: true })
    await writeFile(referencePath, encode(actual))
    return { status: 'updated' }
  }
  if (!existsSync(referencePath)) {
    const where = await keepArtifacts(name, { actual: encode(actual) })
    return {
      status: 'different',
      message: `${name}: no reference yet (the screenshot is ${where}); UPDATE_VISUAL=1 writes it`,
    }
  }
  const expected = decode(await readFile(referencePath))
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const where = await keepArtifacts(name, { actual: encode(actual), expected: encode(expected) })
    return {
      status: 'different',
      message: `${name}: ${actual.width}×${actual.height} px, the reference is ${expected.width}×${expected.height} (${where})`,
    }
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: TOLERANCE.threshold,
  })
  const allowed = Math.floor(actual.width * actual.height * TOLERANCE.maxDiffRatio)
  if (differing <= allowed) return { status: 'same' }
  const where = await keepArtifacts(name, {
    actual: encode(actual),
    expected: encode(expected),
    diff: encode(diff),
  })
  return {
    status: 'different',
    message: `${name}: ${differing} pixels differ (${allowed} allowed); ${where}`,
  }
}

/** The reference files no screenshot of this run was compared with. */
export async function referencesNotTaken(taken: ReadonlySet<string>): Promise<string[]> {
  if (!existsSync(REFERENCES_DIR)) return []
  return (await readdir(REFERENCES_DIR)).filter(
    (file) => file.endsWith('.png') && !taken.has(file.slice(0, -'.png'.length)),
  )
}

/** After a full update: removes the references no view produced any more. */
export async function removeStaleReferences(written: ReadonlySet<string>): Promise<string[]> {
  const stale = await referencesNotTaken(written)
  await Promise.all(stale.map((file) => rm(join(REFERENCES_DIR, file))))
  return stale
}

/** Empties the artifacts of an earlier run, so the folder holds only this run's failures. */
export async function clearArtifacts(): Promise<void> {
  await rm(ARTIFACTS_DIR, { recursive: true, force: true })
}
