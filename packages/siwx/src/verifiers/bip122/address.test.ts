import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { decodeBitcoinAddress, encodeBitcoinAddress } from './address.ts'

const base58check = createBase58check(sha256)
const program20 = Uint8Array.from({ length: 20 }, (_, index) => index + 1)
const program32 = Uint8Array.from({ length: 32 }, (_, index) => index + 1)

describe('decodeBitcoinAddress', () => {
  it('decodes the BIP-173 P2WPKH example, in either case', () => {
    const expected = {
      type: 'p2wpkh',
      networks: ['mainnet'],
      program: hexToBytes('751e76e8199196d454941c45d1b3a323f1433bd6'),
    }
    expect(decodeBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual(expected)
    expect(decodeBitcoinAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toEqual(expected)
    expect(decodeBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8F3t4')).toBeUndefined()
  })

  it('decodes the BIP-322 taproot vector address on every network', () => {
    const key = '0b34f2cc6f60d54e3fdc2d1dd053fcc393bd2db9acc8de4a7c3cc28a83d4d8e9'
    for (const [address, network] of [
      ['bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3', 'mainnet'],
      ['tb1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5s3g3s37', 'testnet'],
      ['bcrt1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5su3mkyy', 'regtest'],
    ] as const) {
      const decoded = decodeBitcoinAddress(address)
      expect(decoded?.type).toBe('p2tr')
      expect(decoded?.networks).toEqual([network])
      expect(bytesToHex(decoded?.program ?? new Uint8Array())).toBe(key)
    }
  })

  it('decodes well-known base58 addresses, testnet versions standing for regtest too', () => {
    expect(decodeBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toMatchObject({
      type: 'p2pkh',
      networks: ['mainnet'],
    })
    expect(decodeBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toMatchObject({
      type: 'p2sh',
      networks: ['mainnet'],
    })
    const testnet = encodeBitcoinAddress('p2pkh', program20, 'testnet')
    expect(testnet).toBe(encodeBitcoinAddress('p2pkh', program20, 'regtest'))
    expect(decodeBitcoinAddress(testnet)?.networks).toEqual(['testnet', 'regtest'])
  })

  it('round-trips every type on every network', () => {
    for (const network of ['mainnet', 'testnet', 'regtest'] as const) {
      for (const type of ['p2pkh', 'p2sh', 'p2wpkh', 'p2tr'] as const) {
        const program = type === 'p2tr' ? program32 : program20
        const decoded = decodeBitcoinAddress(encodeBitcoinAddress(type, program, network))
        expect(decoded?.type).toBe(type)
        expect(decoded?.program).toEqual(program)
        expect(decoded?.networks).toContain(network)
      }
    }
  })

  it('refuses the wrong checksum kind for a witness version', () => {
    expect(decodeBitcoinAddress(bech32.encode('bc', [1, ...bech32.toWords(program32)]))).toBe(
      undefined,
    )
    expect(decodeBitcoinAddress(bech32m.encode('bc', [0, ...bech32m.toWords(program20)]))).toBe(
      undefined,
    )
  })

  it('refuses P2WSH, other program sizes, future versions and other chains', () => {
    const refused = [
      bech32.encode('bc', [0, ...bech32.toWords(program32)]),
      bech32.encode('bc', [0, ...bech32.toWords(program20.subarray(0, 19))]),
      bech32m.encode('bc', [1, ...bech32m.toWords(program20)]),
      bech32m.encode('bc', [2, ...bech32m.toWords(program32)]),
      bech32.encode('ltc', [0, ...bech32.toWords(program20)]),
      base58check.encode(Uint8Array.of(0x30, ...program20)),
      base58check.encode(Uint8Array.of(0x00, ...program32)),
    ]
    for (const address of refused) expect(decodeBitcoinAddress(address)).toBeUndefined()
  })

  it('refuses garbage without throwing', () => {
    const garbage = ['', ' ', 'bc1', '1', 'bc1q', '0'.repeat(34), 'x'.repeat(10_000), '🙂bc1q']
    const tampered = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'
    for (const address of [...garbage, tampered]) {
      expect(decodeBitcoinAddress(address)).toBeUndefined()
    }
    expect(decodeBitcoinAddress(undefined as unknown as string)).toBeUndefined()
  })
})
