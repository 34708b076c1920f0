/**
 * The ABI types the toolkit encodes and decodes: enough for Multicall3 `aggregate3`, ERC-20 reads
 * and `transfer`. Composite types are written as objects (`{ tuple: [...] }`, `{ array: T }`).
 */
export type AbiType =
  | 'address'
  | 'bool'
  | 'uint256'
  | 'bytes32'
  | 'bytes'
  | 'string'
  | { readonly tuple: readonly AbiType[] }
  | { readonly array: AbiType }

/** A `0x`-prefixed hex string. */
export type Hex = `0x${string}`
