import { describe, expect, it } from 'vitest'
import { isSolanaAddress, solanaAddressSchema } from './solana-address.ts'

describe('isSolanaAddress', () => {
  it('accepts real addresses', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true) // system program, 32
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true) // 43
    expect(isSolanaAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true) // 44
  })

  it('rejects 31 and 45 characters', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress('1'.repeat(44))).toBe(true)
  })

  it.each(['0', 'O', 'I', 'l', '_', ' '])('rejects the non-base58 character %j', (char) => {
    expect(isSolanaAddress(`${char}${'1'.repeat(40)}`)).toBe(false)
  })

  it('rejects EVM addresses and non-strings', () => {
    expect(isSolanaAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
    expect(isSolanaAddress(undefined)).toBe(false)
  })
})

describe('solanaAddressSchema', () => {
  it('mirrors the predicate', () => {
    expect(solanaAddressSchema.safeParse('11111111111111111111111111111111').success).toBe(true)
    expect(solanaAddressSchema.safeParse('0xabc').success).toBe(false)
  })
})
