// Serves the built gallery, screenshots it in Debian's Chromium and runs axe-core on it.
// Usage: pnpm gallery:build && pnpm gallery:screenshot [output.png]
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = fileURLToPath(new URL('./dist/', import.meta.url))
const output = process.argv[2] ?? fileURLToPath(new URL('./gallery.png', import.meta.url))
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  try {
    const body = await readFile(join(root, path === '/' ? 'index.html' : path))
    response.writeHead(200, {
      'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream',
    })
    response.end(body)
  } catch {
    response.writeHead(404).end()
  }
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address()

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  const page = await browser.newPage({ viewport: { width: 1680, height: 1000 } })
  const errors = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
  // Images are lazy: make the viewport as tall as the page so every one of them loads.
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: 1680, height })
  await page.waitForFunction(() =>
    ['light', 'dark'].every((id) =>
      [...(document.getElementById(id)?.shadowRoot?.querySelectorAll('img') ?? [])].every(
        (image) => image.complete,
      ),
    ),
  )
  await page.waitForTimeout(300)
  await page.screenshot({ path: output, fullPage: true, animations: 'disabled' })

  const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
  await page.addScriptTag({ path: axePath })
  const results = await page.evaluate(() => globalThis.axe.run(document))
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => [node.target.join(' '), node.failureSummary]),
  }))
  process.stdout.write(
    `${JSON.stringify({ screenshot: output, pageErrors: errors, axeViolations: summary.length, violations: summary, incomplete: results.incomplete.map((item) => `${item.id} (${item.nodes.length})`) }, null, 2)}\n`,
  )
  if (errors.length > 0 || summary.length > 0) process.exitCode = 1
} finally {
  await browser.close()
  server.close()
}
