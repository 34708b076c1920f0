// Bitcoin's byte framing the wallet needs in both node and the page, without another dependency
// (hex and base64 are common's, `@openappkit/common/encoding`).

/** Bitcoin's CompactSize length prefix. */
export function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(
    0xfe,
    length & 0xff,
    (length >> 8) & 0xff,
    (length >> 16) & 0xff,
    length >>> 24,
  )
}

/** `bytes` prefixed with its CompactSize length. */
export function varBytes(bytes: Uint8Array): Uint8Array {
  return concatBytes(compactSize(bytes.length), bytes)
}

/** One array of all `parts`, in order. */
export function concatBytes(...parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    result.set(part, offset)
    offset += part.length
  }
  return result
}
