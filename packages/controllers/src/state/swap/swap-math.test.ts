import { describe, expect, it } from 'vitest'
import { getMinimumReceived, getNetworkFee, getPriceImpact, toSmallestUnit } from './swap-math.ts'

describe('swap math', () => {
  it('computes price impact from USD values of both sides', () => {
    expect(
      getPriceImpact({
        sourceTokenAmount: '1',
        sourceTokenPriceInUSD: 2000,
        toTokenAmount: '1990',
        toTokenPriceInUSD: 1,
      }),
    ).toBeCloseTo(0.5)
    expect(
      getPriceImpact({
        sourceTokenAmount: '1',
        sourceTokenPriceInUSD: 0,
        toTokenAmount: '1990',
        toTokenPriceInUSD: 1,
      }),
    ).toBeUndefined()
    expect(
      getPriceImpact({
        sourceTokenAmount: '1',
        sourceTokenPriceInUSD: 2000,
        toTokenAmount: '1990',
        toTokenPriceInUSD: 0,
      }),
    ).toBeUndefined()
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
