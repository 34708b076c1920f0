import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchApp } from './bench-apps.ts'
import { type SnapshotDistReturnType, snapshotDist } from './snapshot-dist.ts'

export type PrepareAppParameters = {
  app: BenchApp
  /** Reuse the existing dist folder when there is one. */
  skipBuild?: boolean | undefined
}

export type PrepareAppReturnType = SnapshotDistReturnType & {
  /** Build time in ms; `undefined` when the existing dist was reused. */
  buildMs: number | undefined
}

/** Builds an app (unless reusing its dist) and snapshots the output the bench will serve. */
export async function prepareApp({
  app,
  skipBuild = false,
}: PrepareAppParameters): Promise<PrepareAppReturnType> {
  const reuse = skipBuild && existsSync(join(app.distDir, 'index.html'))
  if (!reuse) console.warn(`building ${app.label}...`)
  const buildMs = reuse ? undefined : await app.build()
  if (buildMs !== undefined) console.warn(`  built in ${(buildMs / 1000).toFixed(1)} s`)
  return { ...(await snapshotDist(app.distDir)), buildMs }
}
