import { AppKitError } from '../errors/index.ts'

const HEX_TEXT = /^(?:0x)?((?:[0-9a-fA-F]{2})*)$/

/** Lower-case hex of `bytes`, two digits a byte, without a prefix (Bitcoin's form; EVM adds `0x`). */
export function bytesToHex(bytes: ArrayLike<number>): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The bytes of hex text, with or without `0x`; odd length or a non-hex digit throws
 * `INVALID_NUMBER`.
 */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const digits = HEX_TEXT.exec(hex)?.[1]
  if (digits === undefined) throw new AppKitError('INVALID_NUMBER', { params: { value: hex } })
  return Uint8Array.from({ length: digits.length / 2 }, (_, index) =>
    Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16),
  )
}
