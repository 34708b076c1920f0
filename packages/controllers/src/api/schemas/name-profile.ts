import { z } from 'zod'

/** One attribute of a registered name (avatar, bio...). */
export const nameAttributeSchema = z.record(z.string(), z.string())

/** A registered name as the profile endpoints return it. */
export const nameProfileSchema = z.looseObject({
  name: z.string(),
  registered: z.number().optional(),
  updated: z.number().optional(),
  addresses: z.record(z.string(), z.looseObject({ address: z.string() })).default({}),
  attributes: z.array(nameAttributeSchema).default([]),
})

export type NameProfile = z.output<typeof nameProfileSchema>
