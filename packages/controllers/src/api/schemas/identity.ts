import { z } from 'zod'

/**
 * The identity response of docs/project/behaviour.md §3: a display name and avatar, either may be
 * missing.
 */
export const identitySchema = z.looseObject({
  name: z.string().nullable(),
  avatar: z.string().nullable(),
})

export type Identity = z.output<typeof identitySchema>
