import { describe, expect, it } from 'vitest'
import { checksumAddress } from './checksum-address.ts'

// Vectors from EIP-55.
const checksummed = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0xde709f2102306220921060314715629080e2fb77',
]

describe('checksumAddress', () => {
  it.each(checksummed)('gives the EIP-55 form of %s from lowercase and uppercase', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address)
    expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
  })

  it('gives the canonical Multicall3 casing', () => {
    expect(checksumAddress('0xca11bde05977b3631167028862be2a173976ca11')).toBe(
      '0xcA11bde05977b3631167028862bE2a173976CA11',
    )
  })
})
