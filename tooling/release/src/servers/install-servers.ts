import { access, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { runCommand } from '../run-command.ts'
import { startPrebuiltAddonHost } from './prebuilt-addon-host.ts'

export type InstallServersParameters = {
  /** An empty folder with no package.json nor node_modules above it. */
  dir: string
  /** The published version of each server: `@openappkit/api` and `@openappkit/relay`. */
  versions: { api: string; relay: string }
  /** Points npm at the local registry for our scope, npmjs for the rest. */
  env: NodeJS.ProcessEnv
}

export type InstallServersReturnType = {
  /** `npm install` of both servers, SQLite's addon included. */
  installMs: number
  /** How npm got SQLite's addon: the prebuilt, as on a connected machine, or compiled. */
  addon: 'prebuilt' | 'compiled'
}

/**
 * `npm install @openappkit/api @openappkit/relay` into an empty folder, as an operator does on a
 * new machine: no workspace, no repository, our packages as published.
 */
export async function installServers(
  parameters: InstallServersParameters,
): Promise<InstallServersReturnType> {
  const { dir, versions, env } = parameters
  await mkdir(dir, { recursive: true })
  const addonHost = await startPrebuiltAddonHost()
  const startedAt = performance.now()
  await runCommand({
    purpose: 'install the servers with npm',
    command: 'npm',
    args: [
      'install',
      `@openappkit/api@${versions.api}`,
      `@openappkit/relay@${versions.relay}`,
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
    ],
    cwd: dir,
    env: { ...env, ...addonHost.env },
  }).finally(() => addonHost.stop())
  const installMs = Math.round(performance.now() - startedAt)
  // npm skips an optional dependency whose build failed and still exits 0; the api then refuses
  // its default database at start. Say so here, where the cause is.
  const addon = join(dir, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')
  await access(addon).catch(() => {
    throw new Error(
      `release rehearsal: npm installed the servers in ${dir} without SQLite's addon (${addon} is missing): better-sqlite3 neither found a prebuilt binary nor built from source; set npm's nodedir to Node's headers`,
    )
  })
  return { installMs, addon: addonHost.served() ? 'prebuilt' : 'compiled' }
}
