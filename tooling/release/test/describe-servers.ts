import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RehearsalReport } from '../src/rehearse-release.ts'
import { commandEnvironment } from '../src/run-command.ts'
import { installServers } from '../src/servers/install-servers.ts'
import {
  type InstalledServer,
  startInstalledServer,
} from '../src/servers/start-installed-server.ts'
import { type BegunEarly, begunEarly } from './begun-early.ts'

const NPM_REGISTRY = 'https://registry.npmjs.org/'

/** What the servers' run measured, for the release note. */
export type ServerFigures = {
  installMs?: number | undefined
  addon?: 'prebuilt' | 'compiled' | undefined
  apiStartMs?: number | undefined
  relayStartMs?: number | undefined
}

/** The installed servers, for the examples to run against. */
export type InstalledServers = {
  dir: string
  env: NodeJS.ProcessEnv
  /** `npx openappkit-api` with `args` and `env` (an origin allowed, a devnet's chains...). */
  startApi(args: readonly string[], env?: Record<string, string>): Promise<InstalledServer>
  startRelay(args: readonly string[]): Promise<InstalledServer>
}

export const API_READY = /api listening on (http:\/\/\S+)/
export const RELAY_READY = /relay listening on (ws:\/\/\S+)/

export function formatServerFigures(figures: ServerFigures): string {
  const seconds = (ms: number | undefined) =>
    ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`
  return `servers: npm install of @openappkit/api and @openappkit/relay ${seconds(figures.installMs)} (SQLite's addon ${figures.addon ?? 'included'}), cold start of npx openappkit-api ${seconds(figures.apiStartMs)}, of npx openappkit-relay ${seconds(figures.relayStartMs)}\n`
}

/**
 * `@openappkit/api` and `@openappkit/relay` installed with npm from the rehearsal's registry into
 * an empty folder, then started on their defaults with `npx`, as the self-hosting guide says.
 * Returns the install, to begin beside the examples' installs, and the installed servers once it
 * ran (for the examples).
 */
export function describeServers(
  rehearsal: () => RehearsalReport,
  figures: ServerFigures,
): { install: BegunEarly<void>; installed: () => InstalledServers } {
  let servers: InstalledServers | undefined

  const install = begunEarly(async () => {
    const report = rehearsal()
    if (!report.registry) throw new Error('the rehearsal did not keep its registry running')
    const version = (name: string) => {
      const found = report.published.find((pkg) => pkg.name === name)?.version
      if (!found) throw new Error(`${name} was not published`)
      return found
    }
    const env = commandEnvironment({
      ...report.registry.env,
      npm_config_registry: NPM_REGISTRY,
      npm_config_update_notifier: 'false',
    })
    // A folder of the temp dir with nothing above it: no workspace, no repository.
    const dir = join(report.workDir, 'servers')
    const { installMs, addon } = await installServers({
      dir,
      versions: { api: version('@openappkit/api'), relay: version('@openappkit/relay') },
      env,
    })
    figures.installMs = installMs
    figures.addon = addon
    servers = {
      dir,
      env,
      startApi: (args, extra = {}) =>
        startInstalledServer({
          dir,
          command: 'openappkit-api',
          args,
          env: { ...env, ...extra },
          ready: API_READY,
        }),
      startRelay: (args) =>
        startInstalledServer({
          dir,
          command: 'openappkit-relay',
          args,
          env,
          ready: RELAY_READY,
        }),
    }
  })

  describe('the servers, installed from the registry into an empty folder', () => {
    beforeAll(() => install.result())

    it('npx openappkit-api --port N starts on defaults: /health, no chain, SQLite in the folder', async () => {
      const port = await freePort()
      const api = await installed().startApi(['--port', String(port)])
      try {
        figures.apiStartMs = api.startMs
        expect(api.url).toBe(`http://127.0.0.1:${port}`)
        expect(await (await fetch(`${api.url}/health`)).json()).toEqual({ status: 'ok' })
        expect(await (await fetch(`${api.url}/v1/supported-chains`)).json()).toEqual({
          http: [],
          ws: [],
        })
        expect((await fetch(`${api.url}/ready`)).status).toBe(200)
        expect(api.output()).toContain(
          `database SQLite ${join(installed().dir, 'openappkit-api.sqlite')}`,
        )
        expect(api.output()).toContain('no chains configured')
      } finally {
        await api.stop()
      }
      expect(api.output()).toContain('api: SIGTERM, stopping')
    })

    it('npx openappkit-relay --port N starts on defaults and answers /health', async () => {
      const port = await freePort()
      const relay = await installed().startRelay(['--port', String(port)])
      try {
        figures.relayStartMs = relay.startMs
        expect(relay.url).toBe(`ws://127.0.0.1:${port}`)
        const health = await fetch(`http://127.0.0.1:${port}/health`)
        expect(await health.json()).toEqual({ status: 'ok' })
        expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200)
      } finally {
        await relay.stop()
      }
      expect(relay.output()).toContain('relay: SIGTERM, stopping')
    })
  })

  const installed = () => {
    if (!servers) throw new Error('the servers were not installed')
    return servers
  }
  return { install, installed }
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise((resolve) => server.close(resolve))
  return port
}
