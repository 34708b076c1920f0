import { describe, expect, it, vi } from 'vitest'
import { AppKitError } from '../errors/app-kit-error.ts'
import { addressSchema, getAddress, InvalidAddressError, isAddress } from './address.ts'

// Counts hashing without vi.fn, whose implementation the shared `restoreMocks` would reset.
const hashing = vi.hoisted(() => ({ calls: 0 }))
vi.mock('./keccak256.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./keccak256.ts')>()
  return {
    keccak256: (bytes: Uint8Array) => {
      hashing.calls++
      return original.keccak256(bytes)
    },
  }
})

// EIP-55 test vectors.
const checksummed = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
] as const

/** Flips the case of the first letter among the hex digits, breaking the checksum. */
function flipOneLetter(address: string): string {
  const digits = address.slice(2)
  const index = digits.search(/[a-fA-F]/)
  const letter = digits[index] as string
  const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase()
  return `0x${digits.slice(0, index)}${flipped}${digits.slice(index + 1)}`
}

describe('isAddress', () => {
  it.each(checksummed)('accepts the checksummed %s', (address) => {
    expect(isAddress(address)).toBe(true)
  })

  it.each(checksummed)('rejects %s with one letter case flipped', (address) => {
    const wrong = flipOneLetter(address)
    expect(wrong).not.toBe(address)
    expect(wrong.toLowerCase()).toBe(address.toLowerCase())
    expect(isAddress(wrong)).toBe(false)
  })

  it('accepts all-lowercase and all-uppercase digits without a checksum', () => {
    expect(isAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true)
    expect(isAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true)
  })

  it('skips the checksum with strict: false but still checks the shape', () => {
    const wrong = flipOneLetter(checksummed[0])
    expect(isAddress(wrong, { strict: false })).toBe(true)
    expect(isAddress(`0x${'a'.repeat(39)}`, { strict: false })).toBe(false)
  })

  it('rejects 39 and 41 hex digits, a missing prefix, non-hex and non-strings', () => {
    expect(isAddress(`0x${'a'.repeat(39)}`)).toBe(false)
    expect(isAddress(`0x${'a'.repeat(41)}`)).toBe(false)
    expect(isAddress('a'.repeat(40))).toBe(false)
    expect(isAddress(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isAddress(42)).toBe(false)
    expect(isAddress(undefined)).toBe(false)
  })

  describe('cache', () => {
    it('hashes a given mixed-case address once, then answers from the cache', () => {
      const address = '0xcA11bde05977b3631167028862bE2a173976CA11'
      const before = hashing.calls
      expect(isAddress(address)).toBe(true)
      expect(hashing.calls).toBe(before + 1)
      expect(isAddress(address)).toBe(true)
      expect(hashing.calls).toBe(before + 1)
    })

    it('does not hash single-case addresses at all', () => {
      const before = hashing.calls
      expect(isAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true)
      expect(hashing.calls).toBe(before)
    })

    it('keeps strict and non-strict answers apart', () => {
      const wrong = flipOneLetter('0x8617E340B3D01FA5F11F306F4090FD50E238070D'.toLowerCase())
      expect(isAddress(wrong, { strict: false })).toBe(true)
      expect(isAddress(wrong)).toBe(false)
    })
  })
})

describe('getAddress', () => {
  it('returns the checksummed form of lowercase and uppercase input', () => {
    for (const address of checksummed) {
      expect(getAddress(address.toLowerCase())).toBe(address)
      expect(getAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
      expect(getAddress(address)).toBe(address)
    }
  })

  it('throws InvalidAddressError with the message for a wrong checksum', () => {
    const wrong = flipOneLetter(checksummed[1])
    expect(() => getAddress(wrong)).toThrowError(`Address "${wrong}" is invalid.`)
    expect(() => getAddress(wrong)).toThrowError(InvalidAddressError)
    expect(() => getAddress(wrong)).toThrowError(AppKitError)
  })

  it('throws for a malformed value', () => {
    expect(() => getAddress('0x123')).toThrowError('Address "0x123" is invalid.')
  })
})

describe('addressSchema', () => {
  it('accepts a checksummed address and rejects a wrong checksum', () => {
    expect(addressSchema.parse(checksummed[2])).toBe(checksummed[2])
    expect(addressSchema.safeParse(flipOneLetter(checksummed[2])).success).toBe(false)
    expect(addressSchema.safeParse(1).success).toBe(false)
  })
})
