import { decodeBase58, withSolanaSignature } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'

/**
 * The wire transaction with `signature` (base58) in the slot of `signer`, as wallets answer
 * `solana_signTransaction` with the signature alone. Legacy and versioned messages alike.
 */
export function withSignature(transaction: Uint8Array, signer: string, signature: string) {
  const signed = withSolanaSignature(transaction, decodeBase58(signer), decodeBase58(signature))
  if (!signed) {
    throw new AppKitError('INVALID_JSON_RPC_RESPONSE', { details: 'solana_signTransaction' })
  }
  return signed
}
