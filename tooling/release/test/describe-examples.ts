import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measureInitialLoad } from '@openappkit/bench-bundle'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildExample } from '../src/examples/build-example.ts'
import { EXAMPLE_APPS, type ExampleEndpoints } from '../src/examples/example-apps.ts'
import { describeOverBudget } from '../src/examples/example-budget.ts'
import {
  type Browser,
  type ExampleDevnetManifest,
  type ExampleModules,
  loadExampleModules,
  type Page,
} from '../src/examples/example-modules.ts'
import { type ExampleWallet, exampleWallet } from '../src/examples/example-wallets.ts'
import type { ExampleFigures } from '../src/examples/format-example-figures.ts'
import { type InstallExampleReturnType, installExample } from '../src/examples/install-example.ts'
import { type ServedExample, serveExample } from '../src/examples/serve-example.ts'
import type { RehearsalReport } from '../src/rehearse-release.ts'
import { commandEnvironment } from '../src/run-command.ts'
import type { InstalledServer } from '../src/servers/start-installed-server.ts'
import { type BegunEarly, begunEarly } from './begun-early.ts'
import type { InstalledServers } from './describe-servers.ts'

const WAIT_MS = 30_000
const NPM_REGISTRY = 'https://registry.npmjs.org/'
// What a person sees of each example, for review (ignored by git).
const SCREENSHOTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url))

const missingDevnet = (): never => {
  throw new Error('the devnet is not running')
}

type Installed = InstallExampleReturnType & { dir: string; modules: ExampleModules }

/**
 * The examples' journeys, against the registry the rehearsal left running: each example is
 * installed with npm (our packages from it as published, the rest from npmjs), built,
 * served on 127.0.0.1 and driven in Chromium against one devnet with the test wallet of the
 * `@openappkit/testing` it installed (EIP-6963, Wallet Standard or sats-connect, by the example's
 * chain): connect, balance, sign, disconnect. The EVM and Solana ones run against the servers
 * installed from the same registry: an `npx openappkit-api` over the devnet's chains that allows
 * the example's origin, and one `npx openappkit-relay`.
 */
export function describeExamples(
  rehearsal: () => RehearsalReport,
  repoRoot: string,
  figures: Record<string, ExampleFigures>,
  servers: () => InstalledServers,
): { install: BegunEarly<void> } {
  const installed = new Map<string, Installed>()
  let env: NodeJS.ProcessEnv = {}

  const install = begunEarly(async () => {
    const report = rehearsal()
    if (!report.registry) throw new Error('the rehearsal did not keep its registry running')
    // Our scope only from the local registry (it has no uplink: a package of ours that was not
    // published is a 404), everything else from npmjs, through npm's cache, as an app gets it.
    // verdaccio proxying npmjs served full packuments at 5-30 s each: 6 min per install.
    env = commandEnvironment({
      ...report.registry.env,
      npm_config_registry: NPM_REGISTRY,
      npm_config_update_notifier: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    })
    const versions = new Map(report.published.map((pkg) => [pkg.name, pkg.version]))
    // Installs are mostly waiting on the network: all at once.
    await Promise.all(
      EXAMPLE_APPS.map(async (app) => {
        const dir = join(report.workDir, 'examples', app.name)
        const result = await installExample({
          sourceDir: join(report.repoDir, 'examples', app.name),
          targetDir: dir,
          publishedVersions: versions,
          env,
          singletons: app.singletons,
        })
        installed.set(app.name, { ...result, dir, modules: await loadExampleModules(dir) })
        figures[app.name] = { installMs: result.installMs }
      }),
    )
  })

  describe('the examples, installed from the registry', () => {
    let devnet:
      | { manifest: ExampleDevnetManifest; manifestPath: string; stop(): Promise<void> }
      | undefined
    let browser: Browser | undefined
    let relay: InstalledServer | undefined

    beforeAll(async () => {
      await install.result()
      const { testing, chromium } = [...installed.values()][0]?.modules ?? {}
      if (!testing || !chromium) throw new Error('no example was installed')
      devnet = await testing.startDevnetProcess({ repoRoot, ephemeral: true })
      browser = await chromium.launch(testing.chromiumLaunchOptions())
      relay = await servers().startRelay(['--port', String(await freePort())])
    })

    afterAll(async () => {
      await browser?.close()
      await relay?.stop()
      await devnet?.stop()
    })

    describe.each(EXAMPLE_APPS.map((app, index) => ({ ...app, index })))(
      'examples/$name',
      (app) => {
        let example: Installed
        let served: ServedExample | undefined
        let page: Page
        let remoteRequests: string[]
        let wallet: ExampleWallet
        let walletPrompts: () => Promise<string[]>
        let api: InstalledServer | undefined
        let endpoints: ExampleEndpoints
        // The page's calls to the installed api, with the status each got.
        const apiAnswers: { url: string; status: number }[] = []

        beforeAll(async () => {
          const found = installed.get(app.name)
          if (!found || !browser || !devnet) {
            throw new Error(`examples/${app.name}: the install, the devnet or Chromium is missing`)
          }
          example = found
          const { manifest } = devnet
          // One account per example of a chain: their balances and signatures stay apart.
          const accountIndex = EXAMPLE_APPS.slice(0, app.index).filter(
            (other) => other.chain === app.chain,
          ).length
          wallet = exampleWallet({
            chain: app.chain,
            devnet: manifest,
            modules: example.modules,
            accountIndex,
          })
          const apiPort = await freePort()
          endpoints = app.usesServers
            ? { api: `http://127.0.0.1:${apiPort}`, relay: relay?.url ?? '' }
            : undefined
          const { buildMs } = await buildExample(app, example.dir, manifest, env, endpoints)
          served = await serveExample(app, example.dir, example.modules, env)
          if (app.usesServers) {
            // The devnet's chains and the example's origin, as its operator would configure it.
            api = await servers().startApi(
              ['--manifest', devnet.manifestPath, '--port', String(apiPort)],
              {
                OPENAPPKIT_API_ALLOWED_ORIGINS: served.origin,
                DATABASE_URL: `sqlite:${join(servers().dir, `${app.name}.sqlite`)}`,
              },
            )
          }
          const context = await browser.newContext()
          remoteRequests = []
          await context.route(
            (url) => url.hostname !== '127.0.0.1' && !/^(data|blob):$/.test(url.protocol),
            (route) => {
              remoteRequests.push(route.request().url())
              return route.abort('blockedbyclient')
            },
          )
          page = await context.newPage()
          page.on('response', (response) => {
            if (endpoints && response.url().startsWith(endpoints.api)) {
              apiAnswers.push({ url: response.url(), status: response.status() })
            }
          })
          walletPrompts = await wallet.inject(page)
          await page.goto(`${served.origin}${app.pagePath(manifest, endpoints)}`)
          figures[app.name] = { ...figures[app.name], installMs: example.installMs, buildMs }
        })

        afterAll(async () => {
          await page?.context().close()
          await served?.close()
          await api?.stop()
        })

        const text = (testId: string) =>
          page
            .getByTestId(testId)
            .textContent({ timeout: WAIT_MS })
            .then((value) => value ?? '')

        it(`holds one copy of ${app.singletons.join(', ')}`, () => {
          for (const name of app.singletons) expect(example.copies[name], name).toHaveLength(1)
        })

        if (app.server === 'next') {
          it('renders the page on the server', async () => {
            const html = await (await fetch(`${served?.origin}/`)).text()
            expect(html).toContain('<appkit-button')
            expect(html).toContain('data-testid="status">disconnected<')
          })
        }

        it('connects through <appkit-button> and the modal, prompting the wallet once', async () => {
          await page
            .locator('appkit-button')
            .getByRole('button', { name: 'Connect Wallet' })
            .click()
          const walletButton = page.getByRole('dialog').getByRole('button', { name: wallet.name })
          await walletButton.first().waitFor({ timeout: WAIT_MS })
          await mkdir(SCREENSHOTS_DIR, { recursive: true })
          await page.screenshot({
            path: join(SCREENSHOTS_DIR, `${app.name}-connect.png`),
            animations: 'disabled',
          })
          await walletButton.first().click()
          await expect.poll(() => text('address'), { timeout: WAIT_MS }).toBe(wallet.address)
          expect(await walletPrompts()).toEqual([expect.stringMatching(wallet.connectRequest)])
        })

        it('shows the native balance the node holds', async () => {
          await expect.poll(() => text('balance'), { timeout: WAIT_MS }).toMatch(/^\d+$/)
          expect(BigInt(await text('balance'))).toBe(await wallet.balanceOnNode())
        })

        it('signs a message that the account verifiably signed', async () => {
          await page.getByTestId('sign').click()
          await expect.poll(() => text('signature'), { timeout: WAIT_MS }).not.toBe('')
          const signature = await text('signature')
          expect(await wallet.verify(await text('message'), signature), signature).toBe(true)
          await page.screenshot({ path: join(SCREENSHOTS_DIR, `${app.name}-signed.png`) })
          const desktop = page.viewportSize()
          await page.setViewportSize({ width: 360, height: 740 })
          await page.screenshot({ path: join(SCREENSHOTS_DIR, `${app.name}-signed-360.png`) })
          if (desktop) await page.setViewportSize(desktop)
        })

        if (app.usesServers) {
          it('got its account data from the installed api, every call answered', async () => {
            await expect.poll(() => apiAnswers.length, { timeout: WAIT_MS }).toBeGreaterThan(0)
            expect(apiAnswers.filter((answer) => answer.status >= 400)).toEqual([])
          })
        }

        it('disconnects; the page sent nothing to a host other than 127.0.0.1', async () => {
          await page.getByTestId('disconnect').click()
          await expect.poll(() => text('status'), { timeout: WAIT_MS }).toBe('disconnected')
          expect(remoteRequests).toEqual([])
        })

        it('loads its initial JS from 127.0.0.1 only, measured as bench/bundle does', async () => {
          if (!browser || !served) throw new Error('Chromium or the server is missing')
          const measured = await measureInitialLoad({
            browser,
            origin: served.origin,
            path: app.pagePath(devnet?.manifest ?? missingDevnet(), endpoints),
            distDir: served.scriptsDir,
          })
          expect(measured.blocked).toEqual([])
          expect(measured.gzipBytes).toBeGreaterThan(0)
          figures[app.name] = {
            ...figures[app.name],
            initialLoadGzipBytes: measured.gzipBytes,
            installMs: example.installMs,
          }
          if (measured.gzipBytes > app.initialLoadBudgetKib * 1024) {
            expect.fail(
              await describeOverBudget({
                example: app.name,
                scripts: measured.scripts,
                budgetKib: app.initialLoadBudgetKib,
                scriptsDir: served.scriptsDir,
              }),
            )
          }
        })
      },
    )
  })
  return { install }
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
