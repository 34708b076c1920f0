import { concatBytes } from '@noble/hashes/utils.js'

/** The little-endian 4-byte encoding of `value` (versions, indexes, sequences, lock times). */
export function encodeUint32(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value >>> 0, true)
  return bytes
}

/** The little-endian 8-byte encoding of `value` (output amounts). */
export function encodeUint64(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/** The CompactSize encoding of a count or a length. */
export function encodeCompactSize(value: number): Uint8Array {
  if (value < 0xfd) return Uint8Array.of(value)
  if (value <= 0xffff) return Uint8Array.of(0xfd, value & 0xff, value >>> 8)
  // Lengths here stay far below 2^32: inputs are capped before anything is parsed.
  return concatBytes(Uint8Array.of(0xfe), encodeUint32(value))
}

/** `bytes` prefixed with their CompactSize length. */
export function encodeVarBytes(bytes: Uint8Array): Uint8Array {
  return concatBytes(encodeCompactSize(bytes.length), bytes)
}

/**
 * A cursor over untrusted bytes. A read past the end returns empty values and marks the reader
 * failed instead of throwing, so a parser reads a whole structure and checks `complete` once.
 */
export class ByteReader {
  readonly #bytes: Uint8Array
  #offset = 0
  #failed = false

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes
  }

  /** How many bytes are left to read. */
  get remaining(): number {
    return this.#bytes.length - this.#offset
  }

  /** Whether a read overran or was malformed. */
  get failed(): boolean {
    return this.#failed
  }

  /** Whether every byte was read and none of the reads failed. */
  get complete(): boolean {
    return !this.#failed && this.remaining === 0
  }

  /** Marks the input malformed, for checks the reader cannot make itself. */
  fail(): void {
    this.#failed = true
  }

  /** The next `length` bytes, or none once the input has run out. */
  readBytes(length: number): Uint8Array {
    if (this.#failed || length > this.remaining) {
      this.#failed = true
      return new Uint8Array(0)
    }
    const bytes = this.#bytes.subarray(this.#offset, this.#offset + length)
    this.#offset += length
    return bytes
  }

  /** The next byte. */
  readUint8(): number {
    return this.readBytes(1)[0] ?? 0
  }

  /** The next little-endian 4-byte integer. */
  readUint32(): number {
    const bytes = this.readBytes(4)
    return bytes.length === 4 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) : 0
  }

  /** The next little-endian 8-byte integer. */
  readUint64(): bigint {
    const bytes = this.readBytes(8)
    return bytes.length === 8
      ? new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(0, true)
      : 0n
  }

  /** The next CompactSize; non-minimal encodings fail, as Bitcoin Core refuses them. */
  readCompactSize(): number {
    const first = this.readUint8()
    if (first < 0xfd) return first
    if (first === 0xfd) {
      const bytes = this.readBytes(2)
      const value = (bytes[0] ?? 0) | ((bytes[1] ?? 0) << 8)
      if (value < 0xfd) this.fail()
      return value
    }
    if (first === 0xfe) {
      const value = this.readUint32()
      if (value <= 0xffff) this.fail()
      return value
    }
    // 8-byte sizes describe more data than any capped input holds.
    this.fail()
    return 0
  }

  /** The next CompactSize-prefixed byte string. */
  readVarBytes(): Uint8Array {
    return this.readBytes(this.readCompactSize())
  }
}
