import { schnorr } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes } from '@noble/hashes/utils.js'

/** SHA-256 applied twice, over the concatenation of `parts` (txids, legacy sighashes). */
export function sha256d(...parts: Uint8Array[]): Uint8Array {
  return sha256(sha256(concatBytes(...parts)))
}

/** RIPEMD-160 of SHA-256, the hash of keys and scripts in P2PKH, P2SH and P2WPKH. */
export function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes))
}

/** The BIP-340 tagged hash `sha256(sha256(tag) ‖ sha256(tag) ‖ parts)`. */
export function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  return schnorr.utils.taggedHash(tag, ...parts)
}

/** Whether two byte strings are equal; timing does not matter, everything compared is public. */
export function bytesEqual(left: Uint8Array, right: Uint8Array): boolean {
  if (left.length !== right.length) return false
  return left.every((byte, index) => byte === right[index])
}
