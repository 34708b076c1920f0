import { ed25519 } from '@noble/curves/ed25519'
import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
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

// Solana's compact-u16: 7 bits per byte, at most 3 bytes.
function readCompactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw invalid('The transaction is truncated')
    value |= (byte & 0x7f) << (7 * index)
    if (!(byte & 0x80)) return [value, offset + index + 1]
  }
  throw invalid('The transaction is malformed')
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/**
 * The message bytes of a wire transaction and whether `address` is one of its required signers;
 * throws -32602 when the bytes are not a transaction.
 */
export function readSolanaTransaction(wire: Uint8Array, address: string) {
  const [count, slotsStart] = readCompactU16(wire, 0)
  const message = wire.subarray(slotsStart + count * 64)
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[header]
  if (required === undefined || message.length < header + 3) throw invalid('No transaction message')
  const [keys, keysStart] = readCompactU16(message, header + 3)
  if (message.length < keysStart + keys * 32) throw invalid('The transaction is truncated')
  const signers = Array.from({ length: Math.min(required, keys) }, (_, index) =>
    encodeBase58(message.subarray(keysStart + index * 32, keysStart + (index + 1) * 32)),
  )
  return { message, isSigner: signers.includes(address) }
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
    const read = readSolanaTransaction(fromBase64(transaction), address)
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
