import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createMemoryStorage } from '../services/memory-storage.ts'
import type { KeyValueStorage, Logger } from '../services/types.ts'
import {
  readStoredJson,
  removeStoredValue,
  updateStoredJson,
  writeStoredJson,
} from './stored-json.ts'

const schema = z.object({ count: z.number() })

function logger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

function failingStorage(): KeyValueStorage {
  return {
    getItem: async () => {
      throw new Error('denied')
    },
    setItem: async () => {
      throw new Error('denied')
    },
    removeItem: async () => {
      throw new Error('denied')
    },
  }
}

describe('stored JSON', () => {
  it('round-trips a value through JSON', async () => {
    const context = { storage: createMemoryStorage() }
    await writeStoredJson(context, 'k', { count: 2 })
    expect(await readStoredJson(context, 'k', schema)).toEqual({ count: 2 })
    await removeStoredValue(context, 'k')
    expect(await readStoredJson(context, 'k', schema)).toBeUndefined()
  })

  it('ignores corrupt JSON and foreign shapes without throwing', async () => {
    const context = {
      storage: createMemoryStorage({ initial: { corrupt: '{not json', foreign: '{"count":"x"}' } }),
      logger: logger(),
    }
    expect(await readStoredJson(context, 'corrupt', schema)).toBeUndefined()
    expect(await readStoredJson(context, 'foreign', schema)).toBeUndefined()
    expect(context.logger.warn).toHaveBeenCalledTimes(2)
  })

  it('swallows storage failures', async () => {
    const context = { storage: failingStorage(), logger: logger() }
    expect(await readStoredJson(context, 'k', schema)).toBeUndefined()
    await expect(writeStoredJson(context, 'k', { count: 1 })).resolves.toBeUndefined()
    await expect(removeStoredValue(context, 'k')).resolves.toBeUndefined()
    expect(context.logger.warn).toHaveBeenCalledTimes(3)
  })
})

describe('updateStoredJson', () => {
  const recordSchema = z.record(z.string(), z.number())

  it('serializes concurrent updates of one key so none is lost', async () => {
    const values = new Map<string, string>()
    // A storage slow enough that unserialized updates would overwrite each other.
    const slow: KeyValueStorage = {
      getItem: async (key) => {
        await Promise.resolve()
        return values.get(key) ?? null
      },
      setItem: async (key, value) => {
        await Promise.resolve()
        values.set(key, value)
      },
      removeItem: async (key) => void values.delete(key),
    }
    const context = { storage: slow, locks: new Map<string, Promise<unknown>>() }
    await Promise.all(
      ['a', 'b', 'c'].map((name, index) =>
        updateStoredJson(context, 'k', recordSchema, (current) => ({ ...current, [name]: index })),
      ),
    )
    expect(JSON.parse(values.get('k') ?? '')).toEqual({ a: 0, b: 1, c: 2 })
    expect(context.locks.size).toBe(0)
  })

  it('removes the key when the update returns undefined, and works without locks', async () => {
    const context = { storage: createMemoryStorage({ initial: { k: '{"a":1}' } }) }
    await updateStoredJson(context, 'k', recordSchema, () => undefined)
    expect(await context.storage.getItem('k')).toBeNull()
  })

  it('keeps the queue going after a failing update', async () => {
    const context = { storage: createMemoryStorage(), locks: new Map<string, Promise<unknown>>() }
    const failing = updateStoredJson(context, 'k', recordSchema, () => {
      throw new Error('bad update')
    })
    const next = updateStoredJson(context, 'k', recordSchema, () => ({ ok: 1 }))
    await expect(failing).rejects.toThrow('bad update')
    await next
    expect(await context.storage.getItem('k')).toBe('{"ok":1}')
  })
})
