import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, type BrowserFrame, launchChromium } from './helpers/load-chromium.ts'
import { projectCommand, sharedDatabaseUrl } from './helpers/project-command.ts'
import type { TestApi } from './helpers/start-test-api.ts'
import { useTestStack } from './helpers/use-test-stack.ts'

// A dapp page: calls the api with its project and embeds the wallet frame, showing both outcomes.
const DAPP_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>dapp</title></head>
<body style="font: 16px sans-serif; margin: 16px">
<h2 id="origin"></h2>
<p>fetch /v1/supported-chains: <b id="fetch">pending</b></p>
<p>message from the wallet frame: <b id="ready">none</b></p>
<iframe id="wallet" width="640" height="220" style="border: 3px solid #888"></iframe>
<script>
const params = new URLSearchParams(location.search)
const api = params.get('api')
const project = params.get('project')
const show = (id, text) => { document.getElementById(id).textContent = text }
show('origin', 'Page origin: ' + location.origin + ' (project ' + project + ')')
addEventListener('message', (event) => {
  if (event.origin === api) show('ready', event.origin + ' said ' + (event.data && event.data.event))
})
fetch(api + '/v1/supported-chains?projectId=' + project)
  .then((response) => response.json())
  .then((body) => show('fetch', 'ok: ' + body.http.join(', ')), (error) => show('fetch', 'failed: ' + error.message))
  .finally(() => { document.body.dataset.fetched = 'yes' })
document.getElementById('wallet').src = api + '/v1/embedded/frame?chainId=31337&projectId=' + project
</script></body></html>`

function serveDappPage(): Promise<{ server: Server; port: number }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(DAPP_PAGE)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    )
  })
}

// A cold Chromium on a shared 2-core machine: Playwright's own 30 s waits fail first, and say where.
describe('a browser on a disallowed origin (Chromium)', { timeout: 60_000 }, () => {
  const stack = useTestStack('sqlite', { api: false, database: true })
  let browser: Browser
  let dapp: { server: Server; port: number }
  let api: TestApi
  let removeDatabase = async () => {}

  beforeAll(async () => {
    dapp = await serveDappPage()
    const database = await sharedDatabaseUrl('sqlite', stack.database)
    removeDatabase = database.remove
    // Only the page on 127.0.0.1 belongs to the project; the same page on localhost does not.
    const added = await projectCommand(
      database.url,
      'add',
      'shop',
      '--name',
      'Shop',
      '--origin',
      `http://127.0.0.1:${dapp.port}`,
    )
    expect(added.stderr).toBe('')
    api = await stack.startApi({ http: true, config: { database: { url: database.url } } })
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await api?.stop()
    await new Promise((resolve) => dapp?.server.close(resolve))
    await removeDatabase()
  })

  const openDapp = async (host: string, expectFrame: (frame: BrowserFrame) => boolean) => {
    const page = await browser.newPage()
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const framed = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame !== page.mainFrame() && expectFrame(frame),
    })
    await page.goto(`http://${host}:${dapp.port}/?api=${api.url}&project=shop`)
    await page.waitForFunction('document.body.dataset.fetched === "yes"')
    return { page, messages, frame: await framed }
  }

  it('lets the allowed origin call the api and embed the frame, which talks to it', async () => {
    const frameUrl = `${api.url}/v1/embedded/frame`
    const { page, frame } = await openDapp('127.0.0.1', (f) => f.url().startsWith(frameUrl))
    expect(await page.textContent('#fetch')).toMatch(/^ok: .*eip155:31337/)
    expect(
      await frame.evaluate<boolean>('document.getElementById("openappkit-frame-config") !== null'),
    ).toBe(true)
    await page.waitForFunction('document.getElementById("ready").textContent.includes("READY")')
    expect(await page.textContent('#ready')).toBe(`${api.url} said READY`)
    await page.screenshot({ path: '/tmp/B-allowed-origin.png' })
    await page.close()
  })

  it('refuses the other origin: CORS fails the fetch and frame-ancestors blocks the frame', async () => {
    const { page, frame, messages } = await openDapp('localhost', (f) =>
      f.url().startsWith('chrome-error://'),
    )
    expect(frame.url()).toBe('chrome-error://chromewebdata/')
    expect(await page.textContent('#fetch')).toBe('failed: Failed to fetch')
    expect(messages.join('\n')).toContain('blocked by CORS policy')
    expect(messages.join('\n')).toContain('frame-ancestors')
    expect(await page.textContent('#ready')).toBe('none')
    await page.screenshot({ path: '/tmp/B-refused-origin.png' })
    // What the browser hid from the page: the api's answer to that origin.
    const direct = await fetch(`${api.url}/v1/supported-chains?projectId=shop`, {
      headers: { origin: `http://localhost:${dapp.port}` },
    })
    expect(direct.status).toBe(403)
    expect(await direct.json()).toEqual({
      message: `Origin http://localhost:${dapp.port} is not allowed for project shop`,
    })
    await page.close()
  })
})
