import { describe, expect, it } from 'vitest'
import { otpSchema } from './otp.ts'

describe('otpSchema', () => {
  it('accepts the usual 6 digits and other non-empty strings', () => {
    expect(otpSchema.parse('123456')).toBe('123456')
    expect(otpSchema.parse('012345')).toBe('012345')
    expect(otpSchema.parse('A1B2C3D4')).toBe('A1B2C3D4')
    expect(otpSchema.parse('1')).toBe('1')
  })

  it('rejects an empty string with a message', () => {
    expect(otpSchema.safeParse('').error?.issues[0]?.message).toBe('The code is required')
  })

  it('rejects numbers, so leading zeros cannot be lost', () => {
    expect(otpSchema.safeParse(123456).success).toBe(false)
    expect(otpSchema.safeParse(undefined).success).toBe(false)
  })
})
