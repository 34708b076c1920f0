import { z } from 'zod'
import { SOCIAL_PROVIDERS } from '../constants/index.ts'

/** zod schema of a social login provider: google, github, apple, facebook, x or discord. */
export const socialProviderSchema = /*#__PURE__*/ z.enum(SOCIAL_PROVIDERS)

export type SocialProvider = z.infer<typeof socialProviderSchema>
