import { buildLaboratory, buildReownApp, buildReownSolanaApp } from './build-apps.ts'
import {
  laboratoryDistDir,
  laboratoryExists,
  reownAppDistDir,
  reownSolanaDistDir,
} from './paths.ts'

export type BenchApp = {
  id: 'ours' | 'ours-ethers' | 'ours-ethers5' | 'ours-solana' | 'reown' | 'reown-solana'
  label: string
  distDir: string
  /** Path and query of the page under test. */
  path: string
  build(): Promise<number>
}

let laboratoryBuild: Promise<number> | undefined

// Every preset is a page of one laboratory build: build it once per run.
const buildLaboratoryOnce = () => {
  laboratoryBuild ??= buildLaboratory()
  return laboratoryBuild
}

/** Every side of the comparison: our laboratory's presets and the reown app. */
export const benchApps: readonly BenchApp[] = [
  {
    id: 'ours',
    label: 'OpenAppKit laboratory, wagmi preset',
    distDir: laboratoryDistDir,
    path: '/?preset=wagmi',
    build: buildLaboratoryOnce,
  },
  {
    id: 'ours-ethers',
    label: 'OpenAppKit laboratory, ethers preset',
    distDir: laboratoryDistDir,
    path: '/?preset=ethers',
    build: buildLaboratoryOnce,
  },
  {
    id: 'ours-ethers5',
    label: 'OpenAppKit laboratory, ethers5 preset',
    distDir: laboratoryDistDir,
    path: '/?preset=ethers5',
    build: buildLaboratoryOnce,
  },
  {
    id: 'ours-solana',
    label: 'OpenAppKit laboratory, solana preset',
    distDir: laboratoryDistDir,
    path: '/?preset=solana',
    build: buildLaboratoryOnce,
  },
  {
    id: 'reown',
    label: '@reown/appkit 1.8.24 + adapter-wagmi',
    distDir: reownAppDistDir,
    path: '/',
    build: buildReownApp,
  },
  {
    id: 'reown-solana',
    label: '@reown/appkit 1.8.24 + adapter-solana',
    distDir: reownSolanaDistDir,
    path: '/solana.html',
    build: buildReownSolanaApp,
  },
]

/**
 * The apps a run measures: BENCH_APPS (`ours,reown`, `reown`...) if set, else all, or only the
 * reown app while apps/laboratory does not exist.
 */
export function selectBenchApps(only = process.env.BENCH_APPS): BenchApp[] {
  if (only) return benchApps.filter((app) => only.split(',').includes(app.id))
  if (laboratoryExists()) return [...benchApps]
  console.warn('apps/laboratory does not exist yet: measuring the reown app only')
  return benchApps.filter((app) => app.id.startsWith('reown'))
}
