import { lazyModule } from '@openappkit/controllers'
import type { BitcoinChain, CreateBitcoinChainParameters } from './bitcoin-chain.ts'

/** The chain side of the adapter, its code imported on the first call; later calls reuse it. */
export type LazyBitcoinChain = () => Promise<BitcoinChain>

/** Imports the chain code: what the adapter passes, a spy in tests. */
export type LoadBitcoinChain = () => Promise<typeof import('./bitcoin-chain.ts')>

// A separate chunk: bitcoinjs-lib, its secp256k1 (noble curves), bip174 and the Esplora client
// are downloaded when a wallet is used, not with the page.
const loadBitcoinChain: LoadBitcoinChain = () => import('./bitcoin-chain.ts')

/**
 * The chain side (balances, PSBTs, broadcast, address checks) loaded on first use, so a page whose
 * visitor never connects a Bitcoin wallet does not download bitcoinjs-lib. A failed import
 * (offline, a deploy replaced the chunk) is tried again on the next call.
 */
export function lazyBitcoinChain(
  parameters: CreateBitcoinChainParameters,
  load: LoadBitcoinChain = loadBitcoinChain,
): LazyBitcoinChain {
  return lazyModule(() => load().then((module) => module.createBitcoinChain(parameters)))
}
