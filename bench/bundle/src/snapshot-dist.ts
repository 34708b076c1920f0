import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type SnapshotDistReturnType = { dir: string; remove(): Promise<void> }

/**
 * Copies a build output to a temporary folder, so that a rebuild of the app while the bench
 * runs (the laboratory is shared with other work) cannot swap chunks under a loaded page.
 */
export async function snapshotDist(distDir: string): Promise<SnapshotDistReturnType> {
  const dir = await mkdtemp(join(tmpdir(), 'openappkit-bench-dist-'))
  await cp(distDir, dir, { recursive: true })
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
