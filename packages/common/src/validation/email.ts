import { z } from 'zod'

/** zod schema of an e-mail address (zod's practical pattern: no quoted local parts, no IPs). */
export const emailSchema = /*#__PURE__*/ z.email('Invalid email address')

/** Whether `value` is a valid e-mail address. */
export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
