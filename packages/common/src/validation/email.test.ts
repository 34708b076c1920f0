import { describe, expect, it } from 'vitest'
import { emailSchema, isEmail } from './email.ts'

describe('isEmail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.co.uk', 'a_b-c@example.io'])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true)
    },
  )

  it.each([
    '',
    'user',
    'user@',
    '@example.com',
    'user@example',
    'user @example.com',
    'user@@example.com',
    'user@example..com',
  ])('rejects %j', (value) => {
    expect(isEmail(value)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isEmail(undefined)).toBe(false)
    expect(isEmail({ email: 'user@example.com' })).toBe(false)
  })
})

describe('emailSchema', () => {
  it('reports its message', () => {
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe('Invalid email address')
  })
})
