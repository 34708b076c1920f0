import { describe, expect, it } from 'vitest'
import { socialProviderSchema } from './social-provider.ts'

describe('socialProviderSchema', () => {
  it.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])('accepts %s', (provider) => {
    expect(socialProviderSchema.parse(provider)).toBe(provider)
  })

  it('accepts exactly the six documented providers', () => {
    expect(socialProviderSchema.options).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
  })

  it.each(['farcaster', 'twitter', 'Google', '', 'telegram'])('rejects %j', (provider) => {
    expect(socialProviderSchema.safeParse(provider).success).toBe(false)
  })
})
