import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SCOPE } from '../local-registry.ts'
import { runCommand } from '../run-command.ts'
import { installedCopies, type NpmLsNode } from './installed-copies.ts'

export type InstallExampleParameters = {
  /** `examples/<name>` of the tree that was published. */
  sourceDir: string
  /** Where to copy it: a folder with no node_modules above it, so nothing resolves from there. */
  targetDir: string
  /** Each published package's version: the example's ranges on our packages become `^version`. */
  publishedVersions: ReadonlyMap<string, string>
  /** The environment that points npm at the local registry. */
  env: NodeJS.ProcessEnv
  /** Packages that must be installed once, whatever depends on them. */
  singletons: readonly string[]
}

export type InstallExampleReturnType = {
  installMs: number
  /** Every folder where each of `singletons` was installed. */
  copies: Record<string, string[]>
}

type Manifest = Record<string, unknown> & {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** Points the example's ranges on our packages at what was just published, as its maintainer would. */
function pinPublished(
  manifest: Manifest,
  publishedVersions: ReadonlyMap<string, string>,
): Manifest {
  const pin = (ranges: Record<string, string> | undefined) => {
    if (!ranges) return ranges
    const pinned: Record<string, string> = {}
    for (const [name, range] of Object.entries(ranges)) {
      if (!name.startsWith(`${SCOPE}/`)) {
        pinned[name] = range
        continue
      }
      const version = publishedVersions.get(name)
      if (!version) throw new Error(`the example depends on ${name}, which was not published`)
      pinned[name] = `^${version}`
    }
    return pinned
  }
  return {
    ...manifest,
    dependencies: pin(manifest.dependencies),
    devDependencies: pin(manifest.devDependencies),
  }
}

/**
 * Copies an example out of the tree and runs `npm install` in it (our packages from the local
 * registry as published, the rest from where `env` points npm), then lists where the singletons
 * landed.
 */
export async function installExample(
  parameters: InstallExampleParameters,
): Promise<InstallExampleReturnType> {
  const { sourceDir, targetDir, env, singletons } = parameters
  await cp(sourceDir, targetDir, {
    recursive: true,
    filter: (path) => !/[\\/](node_modules|\.next|dist|package-lock\.json)$/.test(path),
  })
  const manifestPath = join(targetDir, 'package.json')
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest
  await writeFile(
    manifestPath,
    `${JSON.stringify(pinPublished(manifest, parameters.publishedVersions), null, 2)}\n`,
  )
  const startedAt = performance.now()
  await runCommand({
    purpose: `install ${targetDir}`,
    command: 'npm',
    args: ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    cwd: targetDir,
    env,
  })
  const installMs = Math.round(performance.now() - startedAt)
  // `npm ls` exits non-zero on a missing or invalid (peer) dependency, which fails the install.
  const listed = await runCommand({
    purpose: `list ${singletons.join(', ')} in ${targetDir}`,
    command: 'npm',
    args: ['ls', ...singletons, '--all', '--json', '--long'],
    cwd: targetDir,
    env,
  })
  return { installMs, copies: installedCopies(JSON.parse(listed) as NpmLsNode, singletons) }
}
