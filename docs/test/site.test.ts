import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumLaunchOptions } from '@openappkit/testing/node'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  anchorsOf,
  idsOf,
  listFiles,
  listPages,
  readBuilt,
  resolveLink,
  urlOfPage,
} from './built-site.ts'
import { findExternalLoads } from './external-loads.ts'

const { outDir, origin, buildSeconds } = inject('site')
const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url))
const pages = listPages(outDir)
const files = new Set(listFiles(outDir))
const idsByFile = new Map<string, Set<string>>()
const idsIn = (file: string) => {
  let ids = idsByFile.get(file)
  if (!ids) {
    ids = idsOf(readBuilt(outDir, file))
    idsByFile.set(file, ids)
  }
  return ids
}

/** Why an internal link is broken, or undefined when it leads to a page (and its anchor). */
function brokenBecause(fromPage: string, href: string): string | undefined {
  const target = resolveLink(fromPage, href)
  if (!target) return undefined
  if (!files.has(target.file)) return `${fromPage} → ${href}: no page ${target.file}`
  if (target.fragment && !idsIn(target.file).has(target.fragment)) {
    return `${fromPage} → ${href}: ${target.file} has no #${target.fragment}`
  }
  return undefined
}

describe('the built site', () => {
  it(`has at least 20 pages (built in ${buildSeconds.toFixed(1)} s)`, () => {
    expect(pages.length).toBeGreaterThanOrEqual(20)
    for (const page of [
      'index.html',
      'errors.html',
      'siwx.html',
      'reference/create-app-kit.html',
    ]) {
      expect(pages).toContain(page)
    }
  })

  it('has no broken internal link in its HTML', () => {
    const broken = pages.flatMap((page) =>
      anchorsOf(readBuilt(outDir, page)).flatMap((href) => brokenBecause(page, href) ?? []),
    )
    expect(broken).toEqual([])
  })

  it('loads nothing from another host (fonts, scripts, styles, images, search, analytics)', () => {
    const built = new Map(
      [...files]
        .filter((file) => /\.(html|css|js)$/.test(file))
        .map((file) => [file, readBuilt(outDir, file)] as const),
    )
    expect(findExternalLoads(built)).toEqual([])
  })

  it('has a reference page for every hook of the incumbent kit that we export', () => {
    for (const hook of [
      'use-app-kit',
      'use-app-kit-account',
      'use-app-kit-wallets',
      'use-disconnect',
    ]) {
      expect(pages).toContain(`reference/hooks/${hook}.html`)
    }
  })
})

describe('the site in Chromium', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  const offSite: string[] = []
  const errors: string[] = []

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions())
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    // Every request goes to the site's own server; anything else is recorded and refused.
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        offSite.push(route.request().url())
        return route.abort()
      },
    )
    page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('renders every page without a console error, a request off the site or a broken link', async () => {
    const broken: string[] = []
    const queue = [...pages]
    // A few tabs at once: each page is a full load (no client-side navigation), as a visitor
    // arriving from a search engine gets it.
    const tabs = await Promise.all([1, 2, 3].map(() => context.newPage()))
    await Promise.all(
      tabs.map(async (tab) => {
        tab.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${tab.url()}: ${message.text()}`)
        })
        tab.on('pageerror', (error) => errors.push(`${tab.url()}: ${error.message}`))
        for (let built = queue.shift(); built !== undefined; built = queue.shift()) {
          await tab.goto(origin + urlOfPage(built), { waitUntil: 'load' })
          // Hydrated: the theme's layout is in place and the page's own content rendered.
          await tab.locator('.VPContent').waitFor()
          const hrefs = await tab.$$eval('a[href]', (anchors) =>
            anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
          )
          for (const href of hrefs) {
            const local = href.startsWith(origin) ? href.slice(origin.length) : href
            const reason = brokenBecause(built, local)
            if (reason) broken.push(reason)
          }
        }
        await tab.close()
      }),
    )
    expect(errors).toEqual([])
    expect(offSite).toEqual([])
    expect([...new Set(broken)]).toEqual([])
  }, 180_000)

  it('finds useAppKitAccount with its local search', async () => {
    await page.goto(`${origin}/`)
    await page.locator('.VPNavBarSearch button').click()
    const input = page.locator('#localsearch-input')
    await input.fill('useAppKitAccount')
    const result = page.locator('#localsearch-list a[href*="use-app-kit-account"]').first()
    await result.waitFor()
    await result.click()
    await page.waitForURL(/reference\/hooks\/use-app-kit-account/)
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('useAppKitAccount')
    expect(offSite).toEqual([])
  })

  it('takes screenshots of the home and a reference page at 1280 and 360 px', async () => {
    mkdirSync(RESULTS, { recursive: true })
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
      for (const [name, path] of [
        ['home', '/'],
        ['reference-create-app-kit', '/reference/create-app-kit.html'],
      ] as const) {
        await page.goto(origin + path, { waitUntil: 'load' })
        await page.locator('.VPContent').waitFor()
        await page.screenshot({ path: `${RESULTS}${name}-${width}.png` })
      }
    }
    // At 360 px nothing is wider than the screen (no sideways scrolling).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(overflow).toBeLessThanOrEqual(360)
    expect(errors).toEqual([])
  })
})
