import type { BrowserContext, Request } from 'playwright-core'

export type RecordScriptRequestsReturnType = {
  /** Pathnames of the scripts requested from `origin` so far, sorted, each once. */
  pathnames(): string[]
  /** Resolves when no recorded script request is in flight (each finished or failed). */
  settled(): Promise<void>
  /** Forgets what was recorded (e.g. before a reload). */
  clear(): void
}

const isScriptPath = (pathname: string) => /\.m?js$/.test(pathname)

/**
 * Records every script `context`'s pages request from `origin` (by extension or resource type):
 * entry, module preloads and dynamic imports alike, from the moment it is called.
 */
export function recordScriptRequests(
  context: BrowserContext,
  origin: string,
): RecordScriptRequestsReturnType {
  const requested = new Set<string>()
  const inFlight = new Set<Request>()
  let waiters: (() => void)[] = []
  const done = (request: Request) => {
    if (!inFlight.delete(request) || inFlight.size > 0) return
    for (const resolve of waiters) resolve()
    waiters = []
  }
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== origin) return
    if (!isScriptPath(url.pathname) && request.resourceType() !== 'script') return
    requested.add(url.pathname)
    inFlight.add(request)
  })
  context.on('requestfinished', done)
  context.on('requestfailed', done)
  return {
    pathnames: () => [...requested].sort(),
    settled: () =>
      inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve)),
    clear: () => requested.clear(),
  }
}
