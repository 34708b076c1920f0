import { z } from 'zod'

// Base58 (Bitcoin alphabet: no 0, O, I, l) of a 32-byte public key is 32 to 44 characters.
const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `value` looks like a Solana address: 32 to 44 base58 characters. A shape check only: it
 * does not decode the value to confirm it is exactly 32 bytes.
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS_PATTERN.test(value)
}

/** zod schema of {@link isSolanaAddress} (shape check only). */
export const solanaAddressSchema = /*#__PURE__*/ z
  .string()
  .refine(isSolanaAddress, 'Invalid Solana address: expected 32 to 44 base58 characters')
