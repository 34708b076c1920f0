import { describe, expect, it } from 'vitest'
import { createTestCore } from '../../test-utils/create-test-core.ts'
import { nativeToken, usdcToken } from '../../test-utils/fake-swap-api.ts'
import {
  setSwapSlippage,
  setSwapSourceToken,
  setSwapSourceTokenAmount,
  setSwapToToken,
  switchSwapTokens,
} from './set-swap-fields.ts'
import { resetSwap, setSwapTransactionLoading } from './swap-actions.ts'
import { createSwapState } from './swap-state.ts'

const staleQuote = {
  quote: { fromAmount: '1', fromAccount: 'a', toAmount: '2', toAccount: 'b' },
  toTokenAmount: '2',
  swapTransaction: {
    from: 'a',
    to: 'b',
    data: '0x',
    value: '0',
    gas: undefined,
    gasPrice: undefined,
  },
  priceImpact: 1,
}

describe('swap fields', () => {
  it('starts with slippage 1 (docs/project/behaviour.md §9)', () => {
    expect(createSwapState().slippage).toBe(1)
  })

  it('drops the quote and transactions when tokens or amount change', () => {
    const { core } = createTestCore()
    for (const change of [
      () => setSwapSourceToken(core, nativeToken),
      () => setSwapToToken(core, usdcToken),
      () => setSwapSourceTokenAmount(core, '2'),
    ]) {
      Object.assign(core.state.swap, staleQuote)
      change()
      expect(core.state.swap).toMatchObject({
        quote: undefined,
        toTokenAmount: '',
        swapTransaction: undefined,
        priceImpact: undefined,
      })
    }
  })

  it('switches the tokens, their prices, and feeds the output back as input', () => {
    const { core } = createTestCore()
    Object.assign(core.state.swap, {
      sourceToken: nativeToken,
      toToken: usdcToken,
      sourceTokenPriceInUSD: 2000,
      toTokenPriceInUSD: 1,
      toTokenAmount: '1990',
    })
    switchSwapTokens(core)
    expect(core.state.swap).toMatchObject({
      sourceToken: usdcToken,
      toToken: nativeToken,
      sourceTokenPriceInUSD: 1,
      toTokenPriceInUSD: 2000,
      sourceTokenAmount: '1990',
      toTokenAmount: '',
    })
  })

  it('accepts slippage between 0 and 100 only', () => {
    const { core } = createTestCore()
    setSwapSlippage(core, 0.5)
    expect(core.state.swap.slippage).toBe(0.5)
    for (const slippage of [-1, 101, Number.NaN]) {
      expect(() => setSwapSlippage(core, slippage)).toThrow('Slippage must be between 0 and 100')
    }
  })

  it('marks a transaction as sending and resets', () => {
    const { core } = createTestCore()
    setSwapTransactionLoading(core, true)
    expect(core.state.swap.loadingTransaction).toBe(true)
    resetSwap(core)
    expect(core.state.swap).toEqual(createSwapState())
  })
})
