import { buildLaboratory, buildReownApp } from './build-apps.ts'
import { laboratoryDistDir, laboratoryExists, reownAppDistDir } from './paths.ts'

export type BenchApp = {
  id: 'ours' | 'reown'
  label: string
  distDir: string
  /** Path and query of the page under test. */
  path: string
  build(): Promise<number>
}

/** The two sides of every comparison: our laboratory's wagmi preset and the reown app. */
export const benchApps: readonly [BenchApp, BenchApp] = [
  {
    id: 'ours',
    label: 'OpenAppKit laboratory, wagmi preset',
    distDir: laboratoryDistDir,
    path: '/?preset=wagmi',
    build: buildLaboratory,
  },
  {
    id: 'reown',
    label: '@reown/appkit 1.8.24 + adapter-wagmi',
    distDir: reownAppDistDir,
    path: '/',
    build: buildReownApp,
  },
]

/**
 * The apps a run measures: BENCH_APPS (`ours,reown`, `reown`...) if set, else both, or only the
 * reown app while apps/laboratory does not exist.
 */
export function selectBenchApps(only = process.env.BENCH_APPS): BenchApp[] {
  if (only) return benchApps.filter((app) => only.split(',').includes(app.id))
  if (laboratoryExists()) return [...benchApps]
  console.warn('apps/laboratory does not exist yet: measuring the reown app only')
  return benchApps.filter((app) => app.id === 'reown')
}
