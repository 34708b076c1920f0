import { readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runCommand } from '../run-command.ts'

/** The native addon the api's default database needs (`apps/api`'s dependency). */
const ADDON_PACKAGE = 'better-sqlite3'
const ADDON_FILE = 'build/Release/better_sqlite3.node'
const API_MANIFEST = fileURLToPath(new URL('../../../../apps/api/package.json', import.meta.url))

export type PrebuiltAddonHost = {
  /** Points prebuild-install (better-sqlite3's install script) at this host instead of GitHub's. */
  env: Record<string, string>
  /** Whether npm took the prebuilt (so it did not compile SQLite). */
  served(): boolean
  stop(): Promise<void>
}

/**
 * better-sqlite3 installs with `prebuild-install || node-gyp rebuild`: on an operator's machine
 * prebuild-install downloads the addon from the package's GitHub releases, and only where that
 * fails does npm compile SQLite (a minute and a half of one core here, where GitHub is out of
 * reach). This host plays GitHub's release download for that one file, at prebuild-install's
 * documented mirror setting (`npm_config_better_sqlite3_binary_host`), in prebuild-install's URL
 * layout (`/v{version}/{name}-v{version}-node-v{abi}-{platform}-{arch}.tar.gz`). It serves the
 * addon this tree's install built for the same version and the same Node, so the rehearsal's
 * `npm install` takes the operator's path. Any other request gets 404 and npm falls back to the
 * source build, which `installServers` still checks the result of.
 */
export async function startPrebuiltAddonHost(): Promise<PrebuiltAddonHost> {
  const require = createRequire(API_MANIFEST)
  const packageDir = dirname(require.resolve(`${ADDON_PACKAGE}/package.json`))
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    version: string
  }
  const name = `${ADDON_PACKAGE}-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`
  const tarball = join(tmpdir(), `openappkit-rehearsal-${process.pid}-${name}`)
  await runCommand({
    purpose: `pack the tree's ${ADDON_PACKAGE} addon as a prebuild`,
    command: 'tar',
    args: ['-czf', tarball, '-C', packageDir, ADDON_FILE],
    cwd: packageDir,
    env: process.env,
  })
  const body = await readFile(tarball)
  const path = `/v${version}/${name}`
  let served = false
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== path) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, {
      'content-type': 'application/gzip',
      'content-length': body.length,
    })
    response.end(body)
    served = true
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port for the host')
  return {
    env: { npm_config_better_sqlite3_binary_host: `http://127.0.0.1:${address.port}` },
    served: () => served,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(tarball, { force: true })
    },
  }
}
