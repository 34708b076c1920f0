import { describe, expect, it, vi } from 'vitest'
import type { EvmLibrary } from './evm-library.ts'
import { lazyEvmLibrary } from './lazy-evm-library.ts'

const node = { rpcUrl: 'http://127.0.0.1:8545', chainId: 31337 }
const wallet = { provider: { request: async () => undefined }, address: '0x01' }

/** A library answering fixed values, counting nothing itself: the loader is the spy. */
function fixedLibrary(): EvmLibrary {
  return {
    getBalance: async () => 7n,
    waitForTransaction: async () => true,
    estimateGas: async () => 21_000n,
    signMessage: async (_wallet, message) => `signed:${message}`,
    sendTransaction: async () => '0xsent',
    writeContract: async () => '0xwritten',
  }
}

describe('lazyEvmLibrary', () => {
  it('imports nothing until a method or preload() needs the library, then imports it once', async () => {
    const load = vi.fn(async () => fixedLibrary())
    const library = lazyEvmLibrary(load)
    expect(load).not.toHaveBeenCalled()
    await Promise.all([library.preload(), library.preload()])
    expect(await library.getBalance(node, '0x01')).toBe(7n)
    expect(await library.waitForTransaction(node, '0xsent')).toBe(true)
    expect(await library.estimateGas(node, { from: '0x01', to: '0x02' })).toBe(21_000n)
    expect(await library.signMessage(wallet, 'hi')).toBe('signed:hi')
    expect(await library.sendTransaction(wallet, { to: '0x02' })).toBe('0xsent')
    expect(
      await library.writeContract(wallet, { address: '0x03', abi: [], method: 'f', args: [] }),
    ).toBe('0xwritten')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the import again after it failed', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const load = vi.fn(async () => fixedLibrary()).mockRejectedValueOnce(failure)
    const library = lazyEvmLibrary(load)
    await expect(library.signMessage(wallet, 'hi')).rejects.toBe(failure)
    expect(await library.signMessage(wallet, 'hi')).toBe('signed:hi')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
