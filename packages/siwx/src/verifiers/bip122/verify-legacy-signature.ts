import { secp256k1 } from '@noble/curves/secp256k1.js'
import type { BitcoinAddress, BitcoinAddressType } from './address.ts'
import { encodeVarBytes } from './encoding.ts'
import { bytesEqual, hash160, sha256d } from './hashes.ts'
import { p2wpkhScript } from './scripts.ts'

const messageMagic = 'Bitcoin Signed Message:\n'

// Header bytes: 27 + recovery id, plus 4 for a compressed key (BIP-137 adds 8 and 12 for segwit).
const firstHeader = 27
const firstCompressedHeader = 31
const firstNestedSegwitHeader = 35
const firstSegwitHeader = 39
const lastHeader = 42

/** The digest legacy `signmessage` signs: double SHA-256 of the prefixed magic and message. */
export function legacyMessageHash(message: string): Uint8Array {
  const encoder = new TextEncoder()
  return sha256d(
    encodeVarBytes(encoder.encode(messageMagic)),
    encodeVarBytes(encoder.encode(message)),
  )
}

/** Whether `signature` has the shape of a legacy one: a known header, then 64 bytes of r and s. */
export function isLegacySignature(signature: Uint8Array): boolean {
  const header = signature[0] ?? 0
  return signature.length === 65 && header >= firstHeader && header <= lastHeader
}

/**
 * Whether `signature` (header ‖ r ‖ s) is a legacy signature of `message` for `address`. A
 * BIP-137 segwit header must match its address type; a compressed-key P2PKH header (31–34) is
 * also accepted for P2WPKH and P2SH-P2WPKH, as Electrum and other wallets sign those with it.
 */
export function verifyLegacySignature(
  address: BitcoinAddress,
  message: string,
  signature: Uint8Array,
): boolean {
  if (!isLegacySignature(signature)) return false
  const header = signature[0] ?? 0
  if (!addressTypesOfHeader(header).includes(address.type)) return false
  const publicKey = recoverPublicKey(
    signature.subarray(1),
    (header - firstHeader) & 3,
    legacyMessageHash(message),
    header >= firstCompressedHeader,
  )
  return publicKey !== undefined && bytesEqual(keyProgram(address.type, publicKey), address.program)
}

function addressTypesOfHeader(header: number): readonly BitcoinAddressType[] {
  if (header < firstCompressedHeader) return ['p2pkh']
  if (header < firstNestedSegwitHeader) return ['p2pkh', 'p2sh', 'p2wpkh']
  if (header < firstSegwitHeader) return ['p2sh']
  return ['p2wpkh']
}

function keyProgram(type: BitcoinAddressType, publicKey: Uint8Array): Uint8Array {
  return type === 'p2sh' ? hash160(p2wpkhScript(hash160(publicKey))) : hash160(publicKey)
}

function recoverPublicKey(
  compactSignature: Uint8Array,
  recovery: number,
  digest: Uint8Array,
  compressed: boolean,
): Uint8Array | undefined {
  try {
    return secp256k1.Signature.fromBytes(compactSignature, 'compact')
      .addRecoveryBit(recovery)
      .recoverPublicKey(digest)
      .toBytes(compressed)
  } catch {
    return undefined
  }
}
