import { AppKitError } from '../errors/index.ts'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((character, index) => [character, index]))

/** Bytes as base58 (Bitcoin alphabet), the text form of Solana keys, signatures and messages. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1
  const digits: number[] = []
  for (let index = zeros; index < bytes.length; index += 1) {
    let carry = bytes[index] as number
    for (let position = 0; position < digits.length; position += 1) {
      carry += (digits[position] as number) << 8
      digits[position] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

/** The bytes of a base58 text; a character outside the alphabet throws `INVALID_BASE58`. */
export function decodeBase58(text: string): Uint8Array<ArrayBuffer> {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros += 1
  const bytes: number[] = []
  for (let index = zeros; index < text.length; index += 1) {
    let carry = INDEX.get(text[index] as string)
    if (carry === undefined) {
      throw new AppKitError('INVALID_BASE58', { params: { character: text[index] as string } })
    }
    for (let position = 0; position < bytes.length; position += 1) {
      carry += (bytes[position] as number) * 58
      bytes[position] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}
