import { z } from 'zod'
import { NAME_MIN_LENGTH } from '../constants/index.ts'

// ASCII only on purpose: look-alike Unicode letters (Cyrillic "а" vs Latin "a") would let two
// visually identical names belong to different owners.
const NAME_PATTERN = /*#__PURE__*/ new RegExp(`^[A-Za-z0-9-]{${NAME_MIN_LENGTH},}$`)

/**
 * Whether `value` is a registrable name: ASCII letters, digits and hyphens only, at least
 * `NAME_MIN_LENGTH` (4) characters. Without the zone suffix.
 */
export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && NAME_PATTERN.test(value)
}

/** zod schema of {@link isValidName}. */
export const nameSchema = /*#__PURE__*/ z.string().refine(isValidName, {
  // A function, not a template string, so bundlers can drop the schema when it is unused.
  error: () =>
    `Invalid name: use letters, digits and hyphens only, at least ${NAME_MIN_LENGTH} characters`,
})
