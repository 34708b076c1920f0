import { describe, expect, it } from 'vitest'
import { isTransactionHash, transactionHashSchema } from './transaction-hash.ts'

const hex = (length: number, char = 'a') => `0x${char.repeat(length)}`

describe('isTransactionHash', () => {
  it('accepts 0x and exactly 64 hex characters', () => {
    expect(isTransactionHash(hex(64))).toBe(true)
    expect(
      isTransactionHash('0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'),
    ).toBe(true)
  })

  it('rejects 63 and 65 hex characters', () => {
    expect(isTransactionHash(hex(63))).toBe(false)
    expect(isTransactionHash(hex(65))).toBe(false)
  })

  it('accepts uppercase and mixed-case hex', () => {
    expect(isTransactionHash(hex(64, 'F'))).toBe(true)
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
  })

  it('rejects a missing or uppercase 0x prefix', () => {
    expect(isTransactionHash('a'.repeat(64))).toBe(false)
    expect(isTransactionHash('a'.repeat(66))).toBe(false)
    expect(isTransactionHash(`0X${'a'.repeat(64)}`)).toBe(false)
  })

  it('rejects non-hex characters and non-strings', () => {
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
    expect(isTransactionHash(` ${hex(64)}`)).toBe(false)
    expect(isTransactionHash(`${hex(64)}\n`)).toBe(false)
    expect(isTransactionHash(123)).toBe(false)
    expect(isTransactionHash(undefined)).toBe(false)
  })
})

describe('transactionHashSchema', () => {
  it('parses a valid hash and rejects an invalid one with a message', () => {
    expect(transactionHashSchema.parse(hex(64))).toBe(hex(64))
    const result = transactionHashSchema.safeParse(hex(63))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(
      'Invalid transaction hash: expected 0x and 64 hex characters',
    )
  })

  it('rejects non-strings', () => {
    expect(transactionHashSchema.safeParse(1).success).toBe(false)
  })
})
