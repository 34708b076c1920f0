import { AppKitError } from '@openappkit/common/errors'
import { createLogger } from './logger.ts'
import { createMemoryStorage } from './memory-storage.ts'
import { createSystemClock } from './system-clock.ts'
import type { AppKitServices, FetchLike, KeyValueStorage, Logger, WindowLike } from './types.ts'
import { createWebStorage } from './web-storage.ts'

/** Services the caller may override; the rest get defaults. */
export type ResolveServicesParameters = Partial<AppKitServices>

function detectWindow(): WindowLike | undefined {
  const candidate = (globalThis as { window?: WindowLike }).window
  return candidate && typeof candidate === 'object' ? candidate : undefined
}

function detectStorage(window: WindowLike | undefined, logger: Logger): KeyValueStorage {
  try {
    // Reading `localStorage` itself throws in sandboxed frames and some private modes.
    const webStorage = window?.localStorage
    if (webStorage) return createWebStorage({ storage: webStorage, logger })
  } catch (error) {
    logger.warn('localStorage unavailable, using memory storage', error)
  }
  return createMemoryStorage()
}

function detectFetch(): FetchLike {
  const globalFetch = (globalThis as { fetch?: FetchLike }).fetch
  if (typeof globalFetch === 'function') return (url, init) => globalFetch(url, init)
  return () => Promise.reject(new AppKitError('FETCH_UNAVAILABLE'))
}

function detectTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/**
 * Fills in default services at creation time (never at import): the browser's window,
 * localStorage and fetch when present, memory storage and a rejecting fetch otherwise.
 */
export function resolveServices(parameters: ResolveServicesParameters = {}): AppKitServices {
  const logger = parameters.logger ?? createLogger()
  const window = 'window' in parameters ? parameters.window : detectWindow()
  const given = 'timeZone' in parameters
  let timeZone = parameters.timeZone
  let detected = given
  return {
    logger,
    window,
    storage: parameters.storage ?? detectStorage(window, logger),
    fetch: parameters.fetch ?? detectFetch(),
    clock: parameters.clock ?? createSystemClock(),
    // Detected on first read: the first Intl call loads time zone data (about 30 ms in
    // Chromium), which the page's first paint should not wait for.
    get timeZone() {
      if (!detected) {
        timeZone = detectTimeZone()
        detected = true
      }
      return timeZone
    },
    set timeZone(value) {
      timeZone = value
      detected = true
    },
  }
}
