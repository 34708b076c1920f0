import { z } from 'zod'

/** A signature as hex: `0x` and at least 62 hex characters. */
export type SignedMessage = `0x${string}`

// docs/project/behaviour.md §5 sets only a lower bound: wrapped signatures (ERC-6492, ERC-1271) can
// be far longer.
const SIGNED_MESSAGE_PATTERN = /^0x[0-9a-fA-F]{62,}$/

/** Whether `value` is `0x` followed by 62 or more hex characters. */
export function isSignedMessage(value: unknown): value is SignedMessage {
  return typeof value === 'string' && SIGNED_MESSAGE_PATTERN.test(value)
}

/** zod schema of {@link isSignedMessage}. */
export const signedMessageSchema = /*#__PURE__*/ z
  .string()
  .refine(isSignedMessage, 'Invalid signed message: expected 0x and at least 62 hex characters')
