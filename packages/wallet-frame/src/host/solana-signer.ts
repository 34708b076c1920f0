import { ed25519 } from '@noble/curves/ed25519'
import {
  base64ToBytes,
  decodeBase58,
  encodeBase58,
  readSolanaWireTransaction,
} from '@openappkit/common/encoding'
import { ProviderRpcError, RpcErrorCode } from '@openappkit/common/errors'

/**
 * The Solana methods the frame signs after the visitor approved them (docs/project/behaviour.md
 * §6).
 */
export const SOLANA_SIGNING_METHODS = ['solana_signMessage', 'solana_signTransaction'] as const

export type SolanaSigningMethod = (typeof SOLANA_SIGNING_METHODS)[number]

const invalid = (message: string) => new ProviderRpcError(RpcErrorCode.InvalidParams, { message })

/** Whether the frame knows how to sign `method` for Solana. */
export function isSolanaSigningMethod(method: string): method is SolanaSigningMethod {
  return (SOLANA_SIGNING_METHODS as readonly string[]).includes(method)
}

/**
 * The message bytes of a wire transaction and whether `address` is one of its required signers;
 * throws -32602 when the bytes are not a transaction.
 */
export function readSolanaTransaction(wire: Uint8Array, address: string) {
  const transaction = readSolanaWireTransaction(wire)
  if (!transaction) throw invalid('The transaction is malformed')
  const signers = transaction.signers.map((signer) => encodeBase58(signer))
  return { message: transaction.message, isSigner: signers.includes(address) }
}

/** Checks a Solana signing request before anyone is asked to approve it. */
export function checkSolanaSigningRequest(
  method: SolanaSigningMethod,
  params: unknown,
  address: string,
): Uint8Array {
  const { message, pubkey, transaction } = (params ?? {}) as Record<string, unknown>
  try {
    if (method === 'solana_signMessage') {
      if (typeof message !== 'string' || pubkey !== address) {
        throw invalid('solana_signMessage takes { message (base58), pubkey of this wallet }')
      }
      return decodeBase58(message)
    }
    if (typeof transaction !== 'string') {
      throw invalid('solana_signTransaction takes { transaction (base64) }')
    }
    const read = readSolanaTransaction(base64ToBytes(transaction), address)
    if (!read.isSigner) throw invalid('This wallet does not sign this transaction')
    return read.message
  } catch (error) {
    if (error instanceof ProviderRpcError) throw error
    throw invalid(`${method}: the data is not valid`)
  }
}

/** Signs approved Solana bytes (a message, or a transaction's message) with the wallet's key. */
export function signSolanaRequest(
  seed: Uint8Array,
  method: SolanaSigningMethod,
  params: unknown,
  address: string,
): { signature: string } {
  const bytes = checkSolanaSigningRequest(method, params, address)
  return { signature: encodeBase58(ed25519.sign(bytes, seed)) }
}
