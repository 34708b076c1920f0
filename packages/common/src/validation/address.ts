import { z } from 'zod'
import { ADDRESS_VALIDITY_CACHE_SIZE } from '../constants/index.ts'
import { AppKitError } from '../errors/app-kit-error.ts'
import { type Address, checksumAddress } from './checksum-address.ts'
import { LruCache } from './lru-cache.ts'

export type { Address } from './checksum-address.ts'

export type IsAddressOptions = {
  /** Check the EIP-55 checksum of mixed-case addresses (default `true`). */
  strict?: boolean | undefined
}

/** Thrown by {@link getAddress} for anything that is not a correctly cased EVM address. */
export class InvalidAddressError extends AppKitError<'INVALID_ADDRESS'> {
  override name = 'InvalidAddressError'

  constructor(address: string) {
    super('INVALID_ADDRESS', { params: { address } })
  }
}

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
const LOWERCASE_DIGITS = /^0x[0-9a-f]{40}$/
const UPPERCASE_DIGITS = /^0x[0-9A-F]{40}$/

// A pure memo (same input, same answer), so sharing it between AppKit instances leaks no state;
// it saves re-hashing the same addresses on every render.
const addressValidityCache = /*#__PURE__*/ new LruCache<string, boolean>(
  ADDRESS_VALIDITY_CACHE_SIZE,
)

function computeIsAddress(value: string, strict: boolean): boolean {
  if (!ADDRESS_PATTERN.test(value)) return false
  if (!strict) return true
  // EIP-55: single-case addresses carry no checksum; mixed case must match it exactly.
  if (LOWERCASE_DIGITS.test(value) || UPPERCASE_DIGITS.test(value)) return true
  return checksumAddress(value) === value
}

/**
 * Whether `value` is `0x` + 40 hex characters; with `strict` (default) a mixed-case value must
 * also carry the correct EIP-55 checksum.
 */
export function isAddress(value: unknown, options: IsAddressOptions = {}): value is Address {
  if (typeof value !== 'string') return false
  const strict = options.strict ?? true
  const cacheKey = `${strict ? 's' : 'l'}:${value}`
  const cached = addressValidityCache.get(cacheKey)
  if (cached !== undefined) return cached
  const valid = computeIsAddress(value, strict)
  addressValidityCache.set(cacheKey, valid)
  return valid
}

/** The EIP-55 checksummed form of `value`; throws {@link InvalidAddressError} if it is invalid. */
export function getAddress(value: string): Address {
  if (!isAddress(value, { strict: true })) throw new InvalidAddressError(value)
  return checksumAddress(value)
}

/** zod schema of a strict {@link isAddress} (correct checksum when mixed case). */
export const addressSchema = /*#__PURE__*/ z
  .string()
  .refine(
    (value): value is Address => isAddress(value),
    'Invalid address: expected 0x and 40 hex characters with a valid checksum',
  )
