import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './memory-storage.ts'
import { resolveServices } from './resolve-services.ts'
import type { WebStorageLike, WindowLike } from './types.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

function fakeWindow(localStorage?: WebStorageLike): WindowLike {
  return {
    location: { href: 'https://dapp.test/', hostname: 'dapp.test', origin: 'https://dapp.test' },
    localStorage,
  }
}

describe('resolveServices', () => {
  it('falls back to memory storage and no window on the server', async () => {
    const services = resolveServices()
    expect(services.window).toBeUndefined()
    await services.storage.setItem('k', 'v')
    expect(await services.storage.getItem('k')).toBe('v')
  })

  it('uses the window and its localStorage when a browser window exists at creation', () => {
    const values = new Map<string, string>()
    const localStorage: WebStorageLike = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    }
    vi.stubGlobal('window', fakeWindow(localStorage))
    const services = resolveServices()
    expect(services.window?.location.hostname).toBe('dapp.test')
    services.storage.setItem('k', 'v')
    expect(values.get('k')).toBe('v')
  })

  it('falls back to memory storage when reading localStorage throws', () => {
    const window = fakeWindow()
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('SecurityError')
      },
    })
    const warn = vi.fn()
    const services = resolveServices({
      window,
      logger: { debug: vi.fn(), info: vi.fn(), warn, error: vi.fn() },
    })
    services.storage.setItem('k', 'v')
    expect(services.storage.getItem('k')).toBe('v')
    expect(warn).toHaveBeenCalledOnce()
  })

  it('keeps injected services and an explicit undefined window', () => {
    vi.stubGlobal('window', fakeWindow())
    const storage = createMemoryStorage()
    const services = resolveServices({ storage, window: undefined })
    expect(services.storage).toBe(storage)
    expect(services.window).toBeUndefined()
  })

  it('uses the global fetch looked up at creation, or rejects when there is none', async () => {
    const globalFetch = vi.fn(async () => ({ ok: true, status: 200 }))
    vi.stubGlobal('fetch', globalFetch)
    await resolveServices().fetch('https://api.test/x')
    expect(globalFetch).toHaveBeenCalledWith('https://api.test/x', undefined)

    vi.stubGlobal('fetch', undefined)
    await expect(resolveServices().fetch('https://api.test/x')).rejects.toThrow(
      'fetch is not available in this environment',
    )
  })

  it('reads the time zone from Intl on first use, once, not at creation', () => {
    const detect = vi.spyOn(Intl, 'DateTimeFormat')
    const services = resolveServices()
    expect(detect).not.toHaveBeenCalled()
    const first = services.timeZone
    expect(services.timeZone).toBe(first)
    expect(detect).toHaveBeenCalledTimes(1)
    detect.mockRestore()
  })

  it('reads the time zone from Intl unless one is given', () => {
    const expected = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(resolveServices().timeZone).toBe(expected)
    expect(resolveServices({ timeZone: 'Asia/Macau' }).timeZone).toBe('Asia/Macau')
    expect(resolveServices({ timeZone: undefined }).timeZone).toBeUndefined()
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no Intl data')
    })
    expect(resolveServices().timeZone).toBeUndefined()
  })
})
