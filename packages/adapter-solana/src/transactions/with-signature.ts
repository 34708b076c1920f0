import { decodeBase58, encodeBase58 } from '@openappkit/common/encoding'
import { AppKitError } from '@openappkit/common/errors'

/** A compact-u16 (Solana's shortvec) at `offset`: its value and the offset after it. */
function readCompactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[offset + index] ?? 0
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  return [value, offset + 3]
}

/**
 * The wire transaction with `signature` (base58) in the slot of `signer`, as wallets answer
 * `solana_signTransaction` with the signature alone. Legacy and versioned messages alike.
 */
export function withSignature(transaction: Uint8Array, signer: string, signature: string) {
  const [count, slotsStart] = readCompactU16(transaction, 0)
  const message = transaction.subarray(slotsStart + count * 64)
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[header] ?? 0
  const [, keysStart] = readCompactU16(message, header + 3)
  const slot = Array.from({ length: Math.min(required, count) }, (_, index) =>
    encodeBase58(message.subarray(keysStart + index * 32, keysStart + (index + 1) * 32)),
  ).indexOf(signer)
  const bytes = decodeBase58(signature)
  if (slot < 0 || bytes.length !== 64) {
    throw new AppKitError('INVALID_JSON_RPC_RESPONSE', { details: 'solana_signTransaction' })
  }
  const signed = transaction.slice()
  signed.set(bytes, slotsStart + slot * 64)
  return signed
}
