// Solana's wire format, as far as a signer needs it: the signature slots and the message they
// sign. Every read is bounds-checked and answers `undefined` for bytes that are not a
// transaction, so each caller words the refusal in its own error (an RPC error in the frame, a
// JSON-RPC one on the devnet, the catalogue's in the adapter).

const SIGNATURE_LENGTH = 64
const ADDRESS_LENGTH = 32

/**
 * A compact-u16 (Solana's "shortvec": 7 bits a byte, at most 3 bytes) at `offset`: its value and
 * the offset after it; `undefined` when the bytes end first or the number runs past 3 bytes.
 */
export function readCompactU16(
  bytes: Uint8Array,
  offset: number,
): [value: number, next: number] | undefined {
  let value = 0
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[offset + index]
    if (byte === undefined) return undefined
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  return undefined
}

/** A wire transaction (legacy or versioned) split into its signature slots and its message. */
export type SolanaWireTransaction = {
  /** The signature slots, in order (views into the wire bytes). */
  signatures: Uint8Array[]
  /** Where the first signature slot starts in the wire bytes. */
  signaturesOffset: number
  /** The signed part (a view into the wire bytes). */
  message: Uint8Array
  /** The accounts that must sign, in slot order: the message's first account keys (views). */
  signers: Uint8Array[]
}

/** Splits wire bytes into signatures, message and signers; `undefined` if they are no transaction. */
export function readSolanaWireTransaction(wire: Uint8Array): SolanaWireTransaction | undefined {
  const slots = readCompactU16(wire, 0)
  if (!slots) return undefined
  const [count, signaturesOffset] = slots
  // Cut short, the message is empty and its key count unreadable: the checks below refuse it.
  const message = wire.subarray(signaturesOffset + count * SIGNATURE_LENGTH)
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[header] ?? 0
  const keys = readCompactU16(message, header + 3)
  if (!keys) return undefined
  const [keyCount, keysOffset] = keys
  if (required > keyCount || message.length < keysOffset + keyCount * ADDRESS_LENGTH) {
    return undefined
  }
  return {
    signatures: views(wire, signaturesOffset, count, SIGNATURE_LENGTH),
    signaturesOffset,
    message,
    signers: views(message, keysOffset, required, ADDRESS_LENGTH),
  }
}

// `count` views of `size` bytes from `start`.
function views(bytes: Uint8Array, start: number, count: number, size: number): Uint8Array[] {
  return Array.from({ length: count }, (_, index) =>
    bytes.subarray(start + index * size, start + (index + 1) * size),
  )
}

/**
 * A copy of the wire bytes with `signature` (64 bytes) in the slot of `signer` (a 32-byte public
 * key); `undefined` when the bytes are no transaction, `signer` signs none of its slots, or the
 * signature is not 64 bytes.
 */
export function withSolanaSignature(
  wire: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array<ArrayBuffer> | undefined {
  const transaction = readSolanaWireTransaction(wire)
  if (!transaction || signature.length !== SIGNATURE_LENGTH) return undefined
  // Byte by byte: a Buffer (web3.js) and a Uint8Array holding the same key are the same signer.
  const slot = transaction.signers
    .slice(0, transaction.signatures.length)
    .findIndex(
      (key) => key.length === signer.length && key.every((byte, at) => byte === signer[at]),
    )
  if (slot < 0) return undefined
  const signed = Uint8Array.from(wire)
  signed.set(signature, transaction.signaturesOffset + slot * SIGNATURE_LENGTH)
  return signed
}
