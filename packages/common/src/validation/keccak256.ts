import { keccak_256 } from '@noble/hashes/sha3.js'

/** Keccak-256 (the pre-standard SHA-3 Ethereum uses) of `bytes`. */
export function keccak256(bytes: Uint8Array): Uint8Array {
  return keccak_256(bytes)
}
