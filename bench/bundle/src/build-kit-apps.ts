import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { build, defaultClientConditions, type InlineConfig, type Plugin } from 'vite'
import { installNpmApp, reownViteConfig } from './build-apps.ts'
import { laboratoryDir, oursAppDir, rainbowkitAppDir, reownAppDir, repoRoot } from './paths.ts'
import { runCommand } from './run-command.ts'

// The four minimal pages of the kit comparison (t_button, t_modal), each built on its own with
// the workspace's Vite and the laboratory's settings (reownViteConfig), into its own folder.

/** The lab's settings for one page `html` of the project at `root`, built into `outDir`. */
function pageViteConfig(root: string, html: string, outDir: string): InlineConfig {
  return {
    ...reownViteConfig,
    root,
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: { input: join(root, html) },
    },
  }
}

const FROM_LABORATORY = /^(?:@openappkit\/|react(?:-dom)?(?:\/|$))/

/**
 * Resolves our packages and React as the laboratory does (its workspace links), but with the
 * default conditions: the packages' `dist`, as an integrator installs them. One React for all.
 */
const resolveFromLaboratory: Plugin = {
  name: 'bench:resolve-from-laboratory',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (!FROM_LABORATORY.test(source)) return null
    const isReact = !source.startsWith('@openappkit/')
    if (!isReact && !importer?.startsWith(oursAppDir)) return null
    return this.resolve(source, join(laboratoryDir, 'index.html'), { ...options, skipSelf: true })
  },
}

/**
 * Our page: @openappkit/appkit and adapter-wagmi built first (turbo, cached; skipped with
 * BENCH_SKIP_PACKAGES_BUILD=1 when their dist is known fresh), then the page.
 */
export async function buildOursKitApp(): Promise<number> {
  const startedAt = performance.now()
  if (process.env.BENCH_SKIP_PACKAGES_BUILD !== '1')
    await runCommand({
      command: 'pnpm',
      args: [
        'turbo',
        'run',
        'build',
        '--filter',
        '@openappkit/appkit',
        '--filter',
        '@openappkit/adapter-wagmi',
      ],
      cwd: repoRoot,
      env: { TURBO_TELEMETRY_DISABLED: '1' },
    })
  await build({
    ...pageViteConfig(oursAppDir, 'index.html', 'dist'),
    // No `dedupe`: it resolves React from this page's folder, which has none; the plugin
    // resolves every React import from the laboratory instead.
    resolve: { conditions: [...defaultClientConditions] },
    plugins: [resolveFromLaboratory],
  })
  if (!existsSync(join(oursAppDir, 'dist/index.html')))
    throw new Error(`The build of ${oursAppDir} produced no dist/index.html`)
  return performance.now() - startedAt
}

/** @reown/appkit + wagmi on the three networks: reown-app/button.html into dist-button. */
export async function buildReownKitApp(): Promise<number> {
  await installNpmApp(reownAppDir)
  const startedAt = performance.now()
  await build(pageViteConfig(reownAppDir, 'button.html', 'dist-button'))
  return performance.now() - startedAt
}

/** wagmi + viem + react-query alone: reown-app/wagmi.html into dist-wagmi. */
export async function buildBareWagmiApp(): Promise<number> {
  await installNpmApp(reownAppDir)
  const startedAt = performance.now()
  await build(pageViteConfig(reownAppDir, 'wagmi.html', 'dist-wagmi'))
  return performance.now() - startedAt
}

/** React alone with a hand-made EIP-6963 list (the floor): reown-app/react.html into dist-react. */
export async function buildReactAloneApp(): Promise<number> {
  await installNpmApp(reownAppDir)
  const startedAt = performance.now()
  await build(pageViteConfig(reownAppDir, 'react.html', 'dist-react'))
  return performance.now() - startedAt
}

/** RainbowKit: rainbowkit-app/index.html into its dist. */
export async function buildRainbowkitApp(): Promise<number> {
  await installNpmApp(rainbowkitAppDir)
  const startedAt = performance.now()
  await build(pageViteConfig(rainbowkitAppDir, 'index.html', 'dist'))
  return performance.now() - startedAt
}
