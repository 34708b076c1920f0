import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/app-kit-error.ts'
import { chainIdToCoinType, coinTypeToChainId, InvalidCoinTypeError } from './coin-type.ts'

describe('chainIdToCoinType', () => {
  it('maps mainnet to the SLIP-44 coin type 60', () => {
    expect(chainIdToCoinType(1)).toBe(60)
  })

  it('sets the high bit for other chains', () => {
    expect(chainIdToCoinType(10)).toBe(2147483658)
    expect(chainIdToCoinType(137)).toBe(0x80000089)
    expect(chainIdToCoinType(8453)).toBe(2147492101)
    expect(chainIdToCoinType(0)).toBe(0x80000000)
  })

  it('accepts 2^31 - 1 as an unsigned number', () => {
    expect(chainIdToCoinType(2 ** 31 - 1)).toBe(0xffffffff)
  })

  it('rejects 2^31 with an AppKitError', () => {
    expect(() => chainIdToCoinType(2 ** 31)).toThrowError(InvalidCoinTypeError)
    expect(() => chainIdToCoinType(2 ** 31)).toThrowError(AppKitError)
    expect(() => chainIdToCoinType(2 ** 31)).toThrowError(
      'Chain id 2147483648 has no name coin type: it must be an integer from 0 to 2147483647',
    )
  })

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (chainId) => {
    expect(() => chainIdToCoinType(chainId)).toThrowError(InvalidCoinTypeError)
  })
})

describe('coinTypeToChainId', () => {
  it('maps 60 back to mainnet', () => {
    expect(coinTypeToChainId(60)).toBe(1)
  })

  it.each([10, 137, 8453, 2 ** 31 - 1])('round-trips chain %s', (chainId) => {
    expect(coinTypeToChainId(chainIdToCoinType(chainId))).toBe(chainId)
  })

  it('accepts the bounds 0x80000000 and 0xffffffff', () => {
    expect(coinTypeToChainId(0x80000000)).toBe(0)
    expect(coinTypeToChainId(0xffffffff)).toBe(2 ** 31 - 1)
  })

  it.each([0, 501, 0x7fffffff, 2 ** 32, 0x80000000 + 0.5])('rejects coin type %s', (coinType) => {
    expect(() => coinTypeToChainId(coinType)).toThrowError(InvalidCoinTypeError)
  })
})
