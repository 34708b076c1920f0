import { z } from 'zod'

/** zod schema of an account type: externally owned (eoa) or smartAccount. */
export const accountTypeSchema = /*#__PURE__*/ z.enum(['eoa', 'smartAccount'])

export type AccountType = z.infer<typeof accountTypeSchema>
