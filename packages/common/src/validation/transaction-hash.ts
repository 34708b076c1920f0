import { z } from 'zod'

/** A transaction hash: `0x` and 64 hex characters (32 bytes). */
export type TransactionHash = `0x${string}`

const TRANSACTION_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/

/** Whether `value` is `0x` followed by exactly 64 hex characters (either case). */
export function isTransactionHash(value: unknown): value is TransactionHash {
  return typeof value === 'string' && TRANSACTION_HASH_PATTERN.test(value)
}

/** zod schema of {@link isTransactionHash}. */
export const transactionHashSchema = /*#__PURE__*/ z
  .string()
  .refine(isTransactionHash, 'Invalid transaction hash: expected 0x and 64 hex characters')
