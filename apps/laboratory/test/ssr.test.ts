import { mkdtemp, readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { renderLab } from '../src/ssr/render-lab.tsx'
import { connectFromModal, labValue, waitForLabValue } from './lab-page-object.ts'
import { type LabSession, openLab } from './open-lab.ts'

let server: Server
let lab: LabSession
const consoleProblems: string[] = []

const LAB_ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * The integrator's server, as Vite's SSR guide sets it up: `/ssr.html` is rendered with React
 * on node (no window) into the template; the browser's modules come from Vite in development
 * mode, because only React's development build reports hydration mismatches.
 */
async function startSsrServer(port: number): Promise<{ server: Server; vite: ViteDevServer }> {
  let vite: ViteDevServer | undefined
  const ssr = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (!vite) {
      response.writeHead(503).end()
      return
    }
    if (url.pathname !== '/ssr.html') {
      vite.middlewares(request, response)
      return
    }
    try {
      const raw = await readFile(`${LAB_ROOT}ssr.html`, 'utf8')
      const template = await vite.transformIndexHtml(url.pathname, raw)
      const html = await renderLab(template, url.search)
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  vite = await createViteServer({
    root: LAB_ROOT,
    configFile: `${LAB_ROOT}vite.config.ts`,
    mode: 'development',
    appType: 'custom',
    logLevel: 'warn',
    cacheDir: await mkdtemp(join(tmpdir(), 'openappkit-lab-vite-')),
    // Vite's browser client (CSS modules import it) talks to this same server.
    server: { middlewareMode: true, hmr: { server: ssr } },
  })
  await new Promise<void>((resolve) => ssr.listen(port, '127.0.0.1', resolve))
  return { server: ssr, vite }
}

let vite: ViteDevServer

beforeAll(async () => {
  const { ssrPort } = inject('lab')
  ;({ server, vite } = await startSsrServer(ssrPort))
  lab = await openLab({ accountIndex: 2, path: 'ssr.html', origin: `http://127.0.0.1:${ssrPort}` })
})

afterAll(async () => {
  await lab?.close()
  await new Promise((resolve) => server?.close(resolve))
  await vite?.close()
})

describe('the lab rendered on the server and hydrated in Chromium', () => {
  it('arrives as HTML with the hook state, and hydrates without a warning', {
    timeout: 180_000,
  }, async () => {
    const { page } = lab
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        consoleProblems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`))
    const response = await page.reload()
    const served = (await response?.text()) ?? ''
    expect(served).toContain('data-testid="lab-status"')
    expect(served).toContain('<appkit-button')
    // The first load waits for Vite to pre-bundle the dependencies.
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 120_000 })
    await waitForLabValue(page, 'lab-status', 'disconnected')
    expect(await labValue(page, 'lab-chain-id')).toBe('31337')
    expect(consoleProblems).toEqual([])
  })

  it('is a working page once hydrated: connect, then reload server-rendered again', async () => {
    const { page } = lab
    await connectFromModal(page)
    expect(await labValue(page, 'lab-address')).toBe(lab.account.address)
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor()
    await waitForLabValue(page, 'lab-status', 'connected')
    expect(consoleProblems).toEqual([])
  })

  it('made no request to any host but the local ones', () => {
    expect(lab.nonLocalRequests).toEqual([])
  })
})
