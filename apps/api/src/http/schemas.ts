import { getAddress, isAddress, isSolanaAddress } from '@openappkit/common'
import { z } from 'zod'

/**
 * Query parameters every call may carry (docs/project/behaviour.md §7: projectId, sdk type and
 * version).
 */
export const commonQuerySchema = z.object({
  projectId: z.string().max(128).optional(),
  st: z.string().max(64).optional(),
  sv: z.string().max(64).optional(),
  clientId: z.string().max(128).optional(),
})

/** A CAIP-2 network id (`eip155:1`). */
export const caipNetworkIdSchema = z
  .string()
  .max(41)
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 network id')

/**
 * An EVM address; mixed case must carry a correct checksum (docs/project/behaviour.md §5). Output:
 * checksummed.
 */
export const evmAddressSchema = z
  .string()
  .max(42)
  .refine((value) => isAddress(value), 'expected a 0x address with a valid checksum')
  .transform((value) => getAddress(value))

/** An EVM or Solana address. */
export const accountAddressSchema = z
  .string()
  .max(64)
  .refine(
    (value) => isAddress(value) || isSolanaAddress(value),
    'expected an EVM (0x, valid checksum) or Solana address',
  )

/** A CAIP-10 id (`eip155:1:0x...`), split into its network and address. */
export const caipAddressSchema = z
  .string()
  .max(120)
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,64}$/, 'expected a CAIP-10 id')
  .transform((value) => {
    const index = value.lastIndexOf(':')
    return { caipNetworkId: value.slice(0, index), address: value.slice(index + 1) }
  })

/** An unsigned integer in a token's smallest unit, as a decimal string (at most uint256). */
export const uintStringSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,77})$/, 'expected a non-negative integer string')
  // zod runs refinements after a failed regex too: only parse what the regex accepted.
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) < 2n ** 256n, 'too large')

/** `true`/`false` in a query string. */
export const booleanQuerySchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
