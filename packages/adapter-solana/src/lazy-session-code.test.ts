import { describe, expect, it } from 'vitest'
import { type LazySessionCode, lazySessionCode } from './lazy-session-code.ts'
import * as sessionCodeModule from './session-code.ts'

/** A loader that counts its imports and fails the first `failures` of them. */
function countingLoader(failures = 0) {
  const calls = { count: 0 }
  const load: LazySessionCode = async () => {
    calls.count += 1
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return sessionCodeModule
  }
  return { calls, load }
}

describe('lazySessionCode', () => {
  it('imports the session code on the first call only, once for concurrent calls', async () => {
    const { calls, load } = countingLoader()
    const code = lazySessionCode(load)
    expect(calls.count).toBe(0)
    const [first, second] = await Promise.all([code(), code()])
    expect(first).toBe(second)
    expect(first.createSolanaSession).toBe(sessionCodeModule.createSolanaSession)
    expect(calls.count).toBe(1)
  })

  it('tries a failed import again on the next call', async () => {
    const { calls, load } = countingLoader(1)
    const code = lazySessionCode(load)
    await expect(code()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect((await code()).createSolanaSession).toBe(sessionCodeModule.createSolanaSession)
    expect(calls.count).toBe(2)
  })
})
