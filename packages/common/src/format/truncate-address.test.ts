import { describe, expect, it } from 'vitest'
import { InvalidFormatOptionError } from './errors.ts'
import { truncateAddress } from './truncate-address.ts'

const evmAddress = '0x1234567890abcdef1234567890abcdef1234abcd'
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('truncateAddress', () => {
  it('keeps 0x outside the head count for EVM addresses', () => {
    expect(truncateAddress(evmAddress)).toBe('0x1234…abcd')
  })

  it('counts from the first character for other addresses', () => {
    expect(truncateAddress(solanaAddress)).toBe('9WzD…AWWM')
  })

  it('keeps the human-readable part and witness version of Bitcoin segwit addresses', () => {
    expect(truncateAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toBe('bcrt1qw508…t080')
    expect(truncateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1qar0s…5mdq')
    expect(truncateAddress('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')).toBe(
      'tb1pqqqq…hn0c',
    )
    expect(truncateAddress('BCRT1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KYGT080')).toBe('BCRT1QW508…T080')
    // Base58 Bitcoin and Solana addresses have no such prefix.
    expect(truncateAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe('mipc…JRfn')
  })

  it('honours head and tail', () => {
    expect(truncateAddress(evmAddress, { head: 6, tail: 2 })).toBe('0x123456…cd')
    expect(truncateAddress(evmAddress, { head: 0, tail: 4 })).toBe('0x…abcd')
    expect(truncateAddress(solanaAddress, { head: 3, tail: 0 })).toBe('9Wz…')
  })

  it('returns inputs that would not get shorter unchanged', () => {
    expect(truncateAddress('')).toBe('')
    expect(truncateAddress('0x')).toBe('0x')
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
    expect(truncateAddress('0x123456789')).toBe('0x123456789')
    expect(truncateAddress('0x1234567890')).toBe('0x1234…7890')
    expect(truncateAddress('abcdefghi')).toBe('abcdefghi')
  })

  it.each([{ head: -1 }, { tail: 1.5 }])('rejects option %j', (options) => {
    expect(() => truncateAddress(evmAddress, options)).toThrowError(InvalidFormatOptionError)
  })
})
