import { z } from 'zod'

/**
 * zod schema of a chain id as the embedded wallet reports it: a non-empty string (a CAIP-2
 * reference such as a Solana genesis hash, or a decimal EVM id) or a positive safe integer.
 */
export const chainIdSchema = /*#__PURE__*/ z.union([
  /*#__PURE__*/ z.string().min(1, 'Chain id must not be empty'),
  /*#__PURE__*/ z.number().int('Chain id must be an integer').positive('Chain id must be positive'),
])

export type ChainIdInput = z.infer<typeof chainIdSchema>
