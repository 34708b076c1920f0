import { base64 } from '@scure/base'
import { decodeBitcoinAddress } from './address.ts'
import { parseTransaction, parseWitness } from './transaction.ts'
import { verifyBip322Full } from './verify-bip322-full.ts'
import { verifyBip322Simple } from './verify-bip322-simple.ts'
import { isLegacySignature, verifyLegacySignature } from './verify-legacy-signature.ts'

/** What a Bitcoin sign-in signature is checked with. */
export type VerifyBitcoinMessageParameters = { address: string; message: string; signature: string }

// Far above any single-key signature (a full one is about 300 base64 characters).
const maxSignatureLength = 10_000
// Far above any sign-in message; it bounds the hashing an anonymous caller can ask for.
const maxMessageLength = 100_000
// A lone surrogate has no UTF-8 form: it would be signed as U+FFFD, so two strings would share
// one signature.
const loneSurrogate = /\p{Surrogate}/u

/**
 * Whether `signature` (base64) signs `message` for `address`: BIP-322 simple or full, or legacy
 * signmessage (BIP-137 headers too). The signature does not name a network: the caller checks
 * that the address belongs to the session's chain.
 */
export function verifyBitcoinMessage(parameters: VerifyBitcoinMessageParameters): boolean {
  try {
    return verify(parameters)
  } catch {
    return false
  }
}

function verify({ address, message, signature }: VerifyBitcoinMessageParameters): boolean {
  if (typeof message !== 'string' || typeof signature !== 'string') return false
  if (signature.length > maxSignatureLength || message.length > maxMessageLength) return false
  if (loneSurrogate.test(message)) return false
  const decodedAddress = decodeBitcoinAddress(address)
  const bytes = decodeBase64(signature)
  if (!decodedAddress || !bytes) return false
  if (isLegacySignature(bytes)) return verifyLegacySignature(decodedAddress, message, bytes)
  const witness = parseWitness(bytes)
  if (witness) return verifyBip322Simple(decodedAddress, message, witness)
  const toSign = parseTransaction(bytes)
  return toSign !== undefined && verifyBip322Full(decodedAddress, message, toSign)
}

function decodeBase64(text: string): Uint8Array | undefined {
  try {
    return base64.decode(text)
  } catch {
    return undefined
  }
}
