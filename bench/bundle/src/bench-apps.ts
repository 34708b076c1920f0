import { buildLaboratory, buildReownApp } from './build-apps.ts'
import { laboratoryDistDir, reownAppDistDir } from './paths.ts'

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
