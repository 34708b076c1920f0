import { errorCatalogue } from '@openappkit/common'
import type { EvmChain } from '../chains/index.ts'
import type { EvmChainConfig } from '../config/index.ts'
import { badRequest } from '../errors/index.ts'
import type { ApiContext } from '../server/api-context.ts'

/** The pseudo-address swap APIs use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** An EVM chain with a router configured. */
export type SwapChain = EvmChain & { swap: NonNullable<EvmChainConfig['swap']> }

/** The swap-enabled chain a CAIP-2 id names; otherwise a 400 `Network not supported for Swaps`. */
export function swapChainOf(context: ApiContext, caipNetworkId: string): SwapChain {
  const chain = context.chains.evm(caipNetworkId)
  const swap = chain?.config.swap
  if (!chain || !swap) throw badRequest(errorCatalogue.NETWORK_NOT_SUPPORTED_FOR_SWAPS)
  return { ...chain, swap }
}

/** A swap side: the native currency or an ERC-20 contract (lower-case). */
export type SwapToken = { native: boolean; address: `0x${string}` }

/** Reads a CAIP-10 token of a swap chain; the native pseudo-address maps to wrapped native. */
export function swapTokenOf(chain: SwapChain, address: string): SwapToken {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw badRequest('Invalid token address')
  const lower = address.toLowerCase() as `0x${string}`
  if (lower === NATIVE_TOKEN_ADDRESS) {
    return { native: true, address: chain.swap.wrappedNative.toLowerCase() as `0x${string}` }
  }
  return { native: false, address: lower }
}
