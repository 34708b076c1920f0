import { describe, expect, it, vi } from 'vitest'
import type { Logger, WebStorageLike } from './types.ts'
import { createWebStorage } from './web-storage.ts'

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

describe('createWebStorage', () => {
  it('delegates to the web storage', () => {
    const values = new Map<string, string>()
    const webStorage: WebStorageLike = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    }
    const storage = createWebStorage({ storage: webStorage })
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
    storage.removeItem('k')
    expect(values.size).toBe(0)
  })

  it('turns storage failures into null reads and dropped writes with a warning', () => {
    const failing: WebStorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const logger = silentLogger()
    const storage = createWebStorage({ storage: failing, logger })
    expect(storage.getItem('k')).toBeNull()
    expect(() => storage.setItem('k', 'v')).not.toThrow()
    expect(() => storage.removeItem('k')).not.toThrow()
    expect(logger.warn).toHaveBeenCalledTimes(3)
  })
})
