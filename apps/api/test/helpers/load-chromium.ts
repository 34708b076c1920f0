import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { chromiumLaunchOptions } from '@openappkit/testing/node'

/** The part of a playwright-core frame these tests use. */
export type BrowserFrame = { url(): string; evaluate<T>(expression: string): Promise<T> }

/** The part of a playwright-core page these tests use. */
export type BrowserPage = {
  goto(url: string): Promise<unknown>
  waitForFunction(expression: string): Promise<unknown>
  waitForEvent(
    event: 'framenavigated',
    options: { predicate: (frame: BrowserFrame) => boolean; timeout?: number },
  ): Promise<BrowserFrame>
  mainFrame(): BrowserFrame
  textContent(selector: string): Promise<string | null>
  on(event: 'console', listener: (message: { text(): string }) => void): void
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>
  close(): Promise<void>
}

/** The part of a playwright-core browser these tests use. */
export type Browser = { newPage(): Promise<BrowserPage>; close(): Promise<void> }

type Chromium = {
  launch(options: ReturnType<typeof chromiumLaunchOptions>): Promise<Browser>
}

/**
 * Launches Debian's Chromium through playwright-core. apps/api does not depend on playwright-core
 * itself: it is resolved where @openappkit/testing (whose optional peer it is) finds it.
 */
export async function launchChromium(): Promise<Browser> {
  const require = createRequire(import.meta.url)
  const testing = require.resolve('@openappkit/testing/package.json')
  const entry = createRequire(testing).resolve('playwright-core')
  const { chromium } = (await import(pathToFileURL(entry).href)) as { chromium: Chromium }
  return chromium.launch(chromiumLaunchOptions())
}
