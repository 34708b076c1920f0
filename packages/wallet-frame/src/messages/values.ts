import { z } from 'zod'

/** A chain id as frames carry it: a number on eip155, the CAIP-2 reference elsewhere. */
export const frameChainIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^[-_a-zA-Z0-9]{1,64}$/),
])

/** An empty payload: nothing but `{}`. */
export const emptyPayloadSchema = z.strictObject({})

/**
 * JSON data passed through untouched (RPC parameters and results). Every message is checked to
 * be plain JSON within the limits before any schema runs (isPlainFrameData), so no second walk
 * here — and no recursive zod schema in the dapp's bundle.
 */
export const jsonPayloadSchema = z.unknown()

/** An EVM or Solana address as the frame reports it. */
export const frameAddressSchema = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/)

/** A six-digit one-time code. */
export const frameOtpSchema = z.string().regex(/^\d{6}$/, 'The code has 6 digits')

/** What a frame says went wrong: an EIP-1193 code, its message, optional data. */
export const frameErrorSchema = z.strictObject({
  code: z.number().int(),
  message: z.string().max(1000),
  data: jsonPayloadSchema.optional(),
})

export type FrameError = z.infer<typeof frameErrorSchema>
