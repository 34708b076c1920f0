/** A compact-u16 (Solana's shortvec) at `offset`: its value and the offset after it. */
export function readCompactU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new Error('Truncated transaction')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return [value, offset + index + 1]
  }
  throw new Error('Invalid compact-u16')
}

/** A wire transaction split into its signature slots and the message they sign. */
export type WireTransaction = {
  signatures: Uint8Array[]
  message: Uint8Array
  /** The accounts that must sign, in slot order (the message's first account keys). */
  signers: Uint8Array[]
}

/** Splits a serialized transaction (legacy or versioned) into signatures, message and signers. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const [count, afterCount] = readCompactU16(bytes, 0)
  const signatures: Uint8Array[] = []
  for (let index = 0; index < count; index += 1) {
    const start = afterCount + index * 64
    signatures.push(bytes.slice(start, start + 64))
  }
  const message = bytes.slice(afterCount + count * 64)
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[header] ?? 0
  const [, keysStart] = readCompactU16(message, header + 3)
  const signers = Array.from({ length: required }, (_, index) =>
    message.slice(keysStart + index * 32, keysStart + (index + 1) * 32),
  )
  return { signatures, message, signers }
}

/** The transaction with `signature` in the slot of `publicKey`; an error if it is no signer. */
export function withSignature(
  bytes: Uint8Array,
  publicKey: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const { signers } = parseWireTransaction(bytes)
  const slot = signers.findIndex((signer) =>
    signer.every((byte, index) => byte === publicKey[index]),
  )
  if (slot < 0) throw new Error('The account is not a signer of this transaction')
  const [, afterCount] = readCompactU16(bytes, 0)
  const signed = bytes.slice()
  signed.set(signature, afterCount + slot * 64)
  return signed
}
