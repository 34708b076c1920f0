import { describe, expect, it } from 'vitest'
import { isSignedMessage, signedMessageSchema } from './signed-message.ts'

const hex = (length: number, char = 'a') => `0x${char.repeat(length)}`

describe('isSignedMessage', () => {
  it('rejects 61 hex characters and accepts 62', () => {
    expect(isSignedMessage(hex(61))).toBe(false)
    expect(isSignedMessage(hex(62))).toBe(true)
  })

  it('accepts longer signatures (65-byte ECDSA, ERC-6492 wrapped)', () => {
    expect(isSignedMessage(hex(130))).toBe(true)
    expect(isSignedMessage(hex(1000, 'B'))).toBe(true)
  })

  it('rejects non-hex characters, a missing prefix and non-strings', () => {
    expect(isSignedMessage(`0x${'a'.repeat(61)}z`)).toBe(false)
    expect(isSignedMessage('a'.repeat(64))).toBe(false)
    expect(isSignedMessage(`0x${'a'.repeat(62)} `)).toBe(false)
    expect(isSignedMessage(null)).toBe(false)
  })
})

describe('signedMessageSchema', () => {
  it('mirrors the predicate', () => {
    expect(signedMessageSchema.safeParse(hex(62)).success).toBe(true)
    expect(signedMessageSchema.safeParse(hex(61)).success).toBe(false)
  })
})
