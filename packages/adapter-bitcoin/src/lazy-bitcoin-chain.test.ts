import { describe, expect, it } from 'vitest'
import * as chainModule from './bitcoin-chain.ts'
import { type LoadBitcoinChain, lazyBitcoinChain } from './lazy-bitcoin-chain.ts'

/** A loader that counts its imports and fails the first `failures` of them. */
function countingLoader(failures = 0) {
  const calls = { count: 0 }
  const load: LoadBitcoinChain = async () => {
    calls.count += 1
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return chainModule
  }
  return { calls, load }
}

describe('lazyBitcoinChain', () => {
  it('imports the chain code on the first call only, once for concurrent calls', async () => {
    const { calls, load } = countingLoader()
    const chain = lazyBitcoinChain({}, load)
    expect(calls.count).toBe(0)
    const [first, second] = await Promise.all([chain(), chain()])
    expect(first).toBe(second)
    expect(await chain()).toBe(first)
    expect(calls.count).toBe(1)
    expect(typeof first.balanceOf).toBe('function')
  })

  it('tries a failed import again on the next call', async () => {
    const { calls, load } = countingLoader(1)
    const chain = lazyBitcoinChain({}, load)
    await expect(chain()).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(typeof (await chain()).transfer).toBe('function')
    expect(calls.count).toBe(2)
  })
})
