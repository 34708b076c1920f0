import { ed25519 } from '@noble/curves/ed25519.js'
import { decodeBase58 } from '@openappkit/common/encoding'

/** What a Solana sign-in signature is checked with. */
export type VerifySolanaSignatureParameters = {
  address: string
  message: string
  signature: string
}

/** Whether `signature` (base58, 64 bytes) is the ed25519 signature of `address` over `message`. */
export function verifySolanaSignature(parameters: VerifySolanaSignatureParameters): boolean {
  const { address, message, signature } = parameters
  if (signature.length > 100 || address.length > 50) return false
  try {
    const publicKey = decodeBase58(address)
    const signatureBytes = decodeBase58(signature)
    if (publicKey.length !== 32 || signatureBytes.length !== 64) return false
    return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
