import { lazyModule } from '@openappkit/controllers'
import type { EvmLibrary } from './evm-library.ts'

/** An {@link EvmLibrary} loaded on first use, with `preload()` for ChainAdapter.preload. */
export type LazyEvmLibrary = EvmLibrary & {
  /** Imports the library now; resolves once it is ready. Later calls cost nothing. */
  preload(): Promise<void>
}

/**
 * An EVM library whose code (ethers...) is imported on its first call or on `preload()`, so a page
 * whose visitor never connects does not download it. A failed import (offline, a deploy replaced
 * the chunk) is tried again on the next call.
 */
export function lazyEvmLibrary(load: () => Promise<EvmLibrary>): LazyEvmLibrary {
  const library = lazyModule(load)
  return {
    async preload() {
      await library()
    },
    getBalance: async (node, address) => (await library()).getBalance(node, address),
    waitForTransaction: async (node, hash) => (await library()).waitForTransaction(node, hash),
    estimateGas: async (node, request) => (await library()).estimateGas(node, request),
    signMessage: async (wallet, message) => (await library()).signMessage(wallet, message),
    sendTransaction: async (wallet, request) => (await library()).sendTransaction(wallet, request),
    writeContract: async (wallet, call) => (await library()).writeContract(wallet, call),
  }
}
