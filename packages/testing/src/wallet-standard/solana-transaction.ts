import { readSolanaWireTransaction, withSolanaSignature } from '@openappkit/common/encoding'

/** A wire transaction split into its signature slots and the message they sign. */
export type WireTransaction = {
  signatures: Uint8Array[]
  message: Uint8Array
  /** The accounts that must sign, in slot order (the message's first account keys). */
  signers: Uint8Array[]
}

/** Splits a serialized transaction (legacy or versioned) into signatures, message and signers. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const read = readSolanaWireTransaction(bytes)
  if (!read) throw new Error('Truncated transaction')
  // Copies, so a caller that edits them leaves the wire bytes alone.
  return {
    signatures: read.signatures.map((signature) => signature.slice()),
    message: read.message.slice(),
    signers: read.signers.map((signer) => signer.slice()),
  }
}

/** The transaction with `signature` in the slot of `publicKey`; an error if it is no signer. */
export function withSignature(
  bytes: Uint8Array,
  publicKey: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const signed = withSolanaSignature(bytes, publicKey, signature)
  if (!signed) throw new Error('The account is not a signer of this transaction')
  return signed
}
