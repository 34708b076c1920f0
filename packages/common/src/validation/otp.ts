import { z } from 'zod'

/**
 * zod schema of a one-time password. docs/project/behaviour.md §5 only requires a string; the
 * length and alphabet are the issuer's choice (6 digits usually), so any non-empty string passes
 * and the server decides whether it matches.
 */
export const otpSchema = /*#__PURE__*/ z.string().min(1, 'The code is required')
