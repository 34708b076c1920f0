import { z } from 'zod'

// Segwit (BIP-173/350): human-readable part, separator "1", then 11 to 71 characters of the
// bech32 alphabet (witness version + 2..40-byte program + 6-character checksum). One case only.
const BECH32_ADDRESS_PATTERN = /^(bc|tb|bcrt)1[ac-hj-np-z02-9]{11,71}$/
// Legacy base58check: P2PKH "1" (mainnet) / "m", "n" (testnet, regtest); P2SH "3" / "2".
// A 25-byte payload encodes to 26 to 35 characters.
const BASE58_ADDRESS_PATTERN = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/

/**
 * Whether `value` looks like a Bitcoin address of mainnet, testnet or regtest: bech32 (`bc1`,
 * `tb1`, `bcrt1`) or base58 (`1`, `3`, `m`, `n`, `2`) within their length bounds. A shape check
 * only: checksums are not verified.
 */
export function isBitcoinAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false
  if (BASE58_ADDRESS_PATTERN.test(value)) return true
  // Bech32 is case-insensitive but must not mix cases.
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false
  return BECH32_ADDRESS_PATTERN.test(value.toLowerCase())
}

/** zod schema of {@link isBitcoinAddress} (shape check only). */
export const bitcoinAddressSchema = /*#__PURE__*/ z
  .string()
  .refine(isBitcoinAddress, 'Invalid Bitcoin address: expected a bech32 or base58 address')
