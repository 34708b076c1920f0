import type { Hex } from '../abi/types.ts'

// Its own module, apart from the byte codecs: chain ids are written on the first paint
// (wallet_addEthereumChain), and a bundler places code by module.

/** A chain id or an EVM quantity as JSON-RPC writes it: `0x`, then hex without leading zeros. */
export function numberToHex(value: number | bigint): Hex {
  return `0x${value.toString(16)}`
}
