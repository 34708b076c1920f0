import { describe, expect, it } from 'vitest'
import { bitcoinAddressSchema, isBitcoinAddress } from './bitcoin-address.ts'

describe('isBitcoinAddress', () => {
  it.each([
    ['P2PKH mainnet', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['P2SH mainnet', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['P2WPKH mainnet', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['P2TR mainnet', 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    ['P2WPKH uppercase', 'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ'],
    ['P2PKH testnet m', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'],
    ['P2PKH testnet n', 'n3GNqMveyvaPvUbH469vDRadqpJMPc84JA'],
    ['P2SH testnet', '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc'],
    ['P2WPKH testnet', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['P2WPKH regtest', 'bcrt1qs758ursh4q9z627kt3pp5yysm78ddny6txaqgw'],
  ])('accepts a %s address', (_kind, address) => {
    expect(isBitcoinAddress(address)).toBe(true)
  })

  it('enforces base58 length bounds (26 to 35 characters)', () => {
    expect(isBitcoinAddress(`1${'A'.repeat(25)}`)).toBe(true)
    expect(isBitcoinAddress(`1${'A'.repeat(24)}`)).toBe(false)
    expect(isBitcoinAddress(`3${'A'.repeat(34)}`)).toBe(true)
    expect(isBitcoinAddress(`3${'A'.repeat(35)}`)).toBe(false)
  })

  it('enforces bech32 length bounds (11 to 71 data characters)', () => {
    expect(isBitcoinAddress(`bc1${'q'.repeat(11)}`)).toBe(true)
    expect(isBitcoinAddress(`bc1${'q'.repeat(10)}`)).toBe(false)
    expect(isBitcoinAddress(`bc1${'q'.repeat(71)}`)).toBe(true)
    expect(isBitcoinAddress(`bc1${'q'.repeat(72)}`)).toBe(false)
  })

  it.each([
    ['an unknown prefix', '4J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['an unknown bech32 prefix', 'ltc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['mixed-case bech32', 'bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['a character outside bech32 (b)', 'bc1qbr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['a character outside base58 (0)', '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an empty string', ''],
  ])('rejects %s', (_kind, address) => {
    expect(isBitcoinAddress(address)).toBe(false)
  })

  it('rejects non-strings', () => {
    expect(isBitcoinAddress(1)).toBe(false)
  })
})

describe('bitcoinAddressSchema', () => {
  it('mirrors the predicate', () => {
    expect(bitcoinAddressSchema.safeParse('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa').success).toBe(true)
    expect(bitcoinAddressSchema.safeParse('hello').success).toBe(false)
  })
})
