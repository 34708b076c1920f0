import { keccak256 } from './keccak256.ts'

/** An EVM address: `0x` and 40 hex characters. */
export type Address = `0x${string}`

// Hex digits are ASCII, so char codes are their UTF-8 bytes (and no TextEncoder, absent from ES lib).
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length)
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index)
  return bytes
}

/**
 * The EIP-55 mixed-case form of a 0x-prefixed 40-hex address. Does not validate its input: call
 * it only on values that passed the `0x` + 40 hex shape check.
 */
export function checksumAddress(address: string): Address {
  const digits = address.slice(2).toLowerCase()
  const hash = keccak256(asciiBytes(digits))
  let result = '0x'
  for (let index = 0; index < digits.length; index++) {
    const byte = hash[index >> 1] ?? 0
    // Each hex digit of the address is paired with the nibble of the hash at the same position.
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f
    const digit = digits[index] as string
    result += nibble >= 8 ? digit.toUpperCase() : digit
  }
  return result as Address
}
