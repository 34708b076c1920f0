/** Lower-case hex of some bytes. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')
}

/** The txid a transaction input refers to: its outpoint hash is stored byte-reversed. */
export function outpointTxid(hash: Uint8Array): string {
  return toHex(Uint8Array.from(hash).reverse())
}

/** Bytes of a hex string the caller has already checked. */
export function fromHex(hex: string): Uint8Array {
  return new Uint8Array(Buffer.from(hex, 'hex'))
}

/** Whether `text` is whole bytes of hex (an empty string is not). */
export function isHex(text: string): boolean {
  return text.length > 0 && text.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(text)
}

/** Whether two byte arrays hold the same bytes. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
