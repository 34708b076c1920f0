import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants/index.ts'

type SwapSupportedChainId = (typeof SWAP_SUPPORTED_CHAIN_IDS)[number]

/**
 * docs/project/behaviour.md §9 swap networks as CAIP-2 ids (`eip155:1`, `eip155:42161`, ...), same
 * order.
 */
export const SWAP_SUPPORTED_CAIP_NETWORK_IDS: readonly `eip155:${SwapSupportedChainId}`[] =
  /*#__PURE__*/ SWAP_SUPPORTED_CHAIN_IDS.map((chainId) => `eip155:${chainId}` as const)
