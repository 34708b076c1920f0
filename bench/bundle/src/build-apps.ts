import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { build, defaultClientConditions, type InlineConfig } from 'vite'
import { laboratoryDistDir, reownAppDir, repoRoot } from './paths.ts'
import { runCommand } from './run-command.ts'

/**
 * The build settings of apps/laboratory/vite.config.ts, copied for the reown app so that both
 * sides go through the same Vite (the workspace's), transforms and minifier. Keep them in step.
 */
export const reownViteConfig: InlineConfig = {
  root: reownAppDir,
  configFile: false,
  logLevel: 'error',
  base: './',
  resolve: {
    conditions: ['@openappkit/source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom'],
  },
  esbuild: { jsx: 'automatic' },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
}

/** The same for the app's Solana page, built on its own so each dist holds one app's chunks. */
export const reownSolanaViteConfig: InlineConfig = {
  ...reownViteConfig,
  build: {
    outDir: 'dist-solana',
    emptyOutDir: true,
    reportCompressedSize: false,
    rollupOptions: { input: join(reownAppDir, 'solana.html') },
  },
}

/**
 * Installs an npm project outside the workspace (the reown app...) from its lockfile if needed;
 * no install scripts, so nothing but npm tarballs is downloaded.
 */
export async function installNpmApp(dir: string): Promise<boolean> {
  if (existsSync(join(dir, 'node_modules'))) return false
  await runCommand({
    command: 'npm',
    args: ['ci', '--ignore-scripts', '--no-audit', '--no-fund'],
    cwd: dir,
  })
  return true
}

/** Installs the reown app from its lockfile if needed. */
export const installReownApp = () => installNpmApp(reownAppDir)

/** Builds the reown app into reown-app/dist; returns the ms taken. */
export async function buildReownApp(): Promise<number> {
  await installReownApp()
  const startedAt = performance.now()
  await build(reownViteConfig)
  return performance.now() - startedAt
}

/** Builds the reown app's Solana page into reown-app/dist-solana; returns the ms taken. */
export async function buildReownSolanaApp(): Promise<number> {
  await installReownApp()
  const startedAt = performance.now()
  await build(reownSolanaViteConfig)
  return performance.now() - startedAt
}

/** Builds the laboratory with its own script; returns the ms taken. */
export async function buildLaboratory(): Promise<number> {
  const elapsed = await runCommand({
    command: 'pnpm',
    args: ['--filter', '@openappkit/laboratory', 'build'],
    cwd: repoRoot,
  })
  if (!existsSync(join(laboratoryDistDir, 'index.html')))
    throw new Error(`The laboratory build did not produce ${laboratoryDistDir}index.html`)
  return elapsed
}
