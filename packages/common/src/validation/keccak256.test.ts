import { describe, expect, it } from 'vitest'
import { keccak256 } from './keccak256.ts'

const utf8 = (text: string) => new TextEncoder().encode(text)
const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')

describe('keccak256', () => {
  it('hashes the empty input to the known vector', () => {
    expect(toHex(keccak256(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
  })

  it('hashes "abc" to the known vector', () => {
    expect(toHex(keccak256(utf8('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    )
  })

  it('is Keccak, not the final SHA3-256 padding', () => {
    // SHA3-256('') is a7ffc6f8...; getting it would mean the wrong padding byte.
    expect(toHex(keccak256(new Uint8Array()))).not.toMatch(/^a7ffc6f8/)
  })

  it('gives the well-known ERC-20 transfer selector', () => {
    expect(toHex(keccak256(utf8('transfer(address,uint256)'))).slice(0, 8)).toBe('a9059cbb')
  })
})
