import { describe, expect, it } from 'vitest'
import {
  getMinimumReceived,
  getNetworkFee,
  getPriceImpactLevel,
  getValueInUSD,
  readPriceImpact,
  toSmallestUnit,
} from './swap-math.ts'

describe('swap math', () => {
  it("reads the quote's own price impact and never derives one from USD prices", () => {
    expect(readPriceImpact({ priceImpact: '0.3988' })).toBeCloseTo(0.3988)
    expect(readPriceImpact({ priceImpact: '0' })).toBe(0)
    // Rounding in the api can leave a tiny negative: no impact is no gain.
    expect(readPriceImpact({ priceImpact: '-0.0001' })).toBe(0)
    expect(readPriceImpact({})).toBeUndefined()
    expect(readPriceImpact({ priceImpact: '' })).toBeUndefined()
    expect(readPriceImpact({ priceImpact: 'high' })).toBeUndefined()
  })

  it('warns from 5 % and asks for a second confirmation from 15 %', () => {
    expect(getPriceImpactLevel(undefined)).toBe('normal')
    expect(getPriceImpactLevel(0.4)).toBe('normal')
    expect(getPriceImpactLevel(4.99)).toBe('normal')
    expect(getPriceImpactLevel(5)).toBe('warning')
    expect(getPriceImpactLevel(14.99)).toBe('warning')
    expect(getPriceImpactLevel(15)).toBe('confirm')
    expect(getPriceImpactLevel(60)).toBe('confirm')
  })

  it('values an amount in USD only with a price and a positive amount', () => {
    expect(getValueInUSD('0.1', 3000)).toBeCloseTo(300)
    expect(getValueInUSD('199.4', 1)).toBeCloseTo(199.4)
    expect(getValueInUSD('0.1', 0)).toBeUndefined()
    expect(getValueInUSD('', 3000)).toBeUndefined()
    expect(getValueInUSD('abc', 3000)).toBeUndefined()
  })

  it('gives the minimum received at the slippage tolerance, in integers', () => {
    expect(getMinimumReceived({ toAmount: 1_990_000_000n, decimals: 6, slippage: 1 })).toBe(
      '1970.1',
    )
    expect(getMinimumReceived({ toAmount: 1000n, decimals: 0, slippage: 0.5 })).toBe('995')
    expect(getMinimumReceived({ toAmount: 1000n, decimals: 0, slippage: 150 })).toBe('0')
  })

  it('gives the network fee in the native token and USD', () => {
    expect(
      getNetworkFee({
        gas: 150_000n,
        gasPrice: 20_000_000_000n,
        nativeDecimals: 18,
        networkPriceInUSD: 2000,
      }),
    ).toEqual({ amount: '0.003', inUSD: 6 })
  })

  it('reads a typed amount in the smallest unit, undefined when not positive', () => {
    expect(toSmallestUnit('1.5', 6)).toBe(1_500_000n)
    for (const amount of ['', '0', '-1', 'abc']) expect(toSmallestUnit(amount, 6)).toBeUndefined()
  })
})
