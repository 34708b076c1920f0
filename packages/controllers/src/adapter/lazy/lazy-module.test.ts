import { AppKitError } from '@openappkit/common/errors'
import { describe, expect, it, vi } from 'vitest'
import { lazyMembers, lazyModule } from './lazy-module.ts'

/** A loader that counts its loads and fails the first `failures` of them. */
function countingLoader(failures = 0) {
  const calls = { count: 0 }
  const members = {
    greet: async (name: string) => `hello ${name}`,
    fail: async () => {
      throw new AppKitError('NO_WALLET_CONNECTED')
    },
  }
  const load = async () => {
    calls.count += 1
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return members
  }
  return { calls, load, members }
}

describe('lazyModule', () => {
  it('loads on the first call only, once for concurrent calls', async () => {
    const { calls, load, members } = countingLoader()
    const lazy = lazyModule(load)
    expect(calls.count).toBe(0)
    const [first, second] = await Promise.all([lazy(), lazy()])
    expect(first).toBe(members)
    expect(second).toBe(members)
    expect(calls.count).toBe(1)
  })

  it('tries a failed load again on the next call', async () => {
    const { calls, load, members } = countingLoader(1)
    const lazy = lazyModule(load)
    await expect(lazy()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(await lazy()).toBe(members)
    expect(calls.count).toBe(2)
  })
})

describe('lazyMembers', () => {
  it('forwards each named member, loading on the first call and not before', async () => {
    const { calls, load } = countingLoader()
    const lazy = lazyModule(load)
    const forwarded = lazyMembers(lazy, ['greet', 'fail'], (error) => error)
    expect(calls.count).toBe(0)
    expect(await forwarded.greet('there')).toBe('hello there')
    await expect(forwarded.fail()).rejects.toMatchObject({ code: 'NO_WALLET_CONNECTED' })
    expect(calls.count).toBe(1)
  })

  it('hands a failed load to the mapping and loads again on the next call', async () => {
    const { load } = countingLoader(1)
    const toError = vi.fn(() => new AppKitError('UNKNOWN_ERROR'))
    const lazy = lazyModule(load)
    const forwarded = lazyMembers(lazy, ['greet'], toError)
    await expect(forwarded.greet('there')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR' })
    expect(toError).toHaveBeenCalledExactlyOnceWith(expect.any(TypeError))
    expect(await forwarded.greet('again')).toBe('hello again')
  })
})
